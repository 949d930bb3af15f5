// The home page's head: the site's own, with the organization and the site search as JSON-LD, and the top ad's
// image (what /api/ads/top serves) to preload.
import { publicPaths } from '@ofertat/shared-api/deployment';
import { AD_DISPLAY_ORDER } from '@ofertat/shared-api/validation';
import type { Config } from '../../config.js';
import type { Database } from '../../db/database.js';
import { createAdsRepository } from '../ads/ads-repository.js';
import { organization, webSite } from './json-ld.js';
import { type HeadKit, type PageHead, SITE_DESCRIPTION, SITE_TITLE } from './page-head-kit.js';

export function createHomeHead(db: Database, kit: HeadKit, settings: Config['publicSettings']) {
  const ads = createAdsRepository(db);
  return async function homePage(): Promise<PageHead> {
    const topAd = await ads.findServed(AD_DISPLAY_ORDER.top);
    return kit.page({
      title: SITE_TITLE,
      description: SITE_DESCRIPTION,
      canonicalPath: publicPaths.home.getHref(),
      jsonLd: [organization(kit, settings), webSite(kit.origin)],
      ...(topAd?.adsImageUrl ? { preloadImage: topAd.adsImageUrl } : {}),
    });
  };
}
