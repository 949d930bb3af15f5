import { createContext, useCallback, useContext, useEffect, useEffectEvent, useMemo, useState, type ReactNode } from 'react';
import { fetchBottomAd, fetchTopAd, recordAdClick, type Ad } from '@ofertat/shared-api';
import { useSeed } from '@ofertat/shared-ui';
import { prefetchable } from '../../lib/prefetchable';

export type AdPosition = 'top' | 'bottom';

type AdsState = { status: 'loading' } | { status: 'hidden' } | { status: 'ready'; top: Ad | null; bottom: Ad | null };

interface AdsContextValue {
  state: AdsState;
  /** Records the click, then opens the ad's link in a new tab; a failed record hides the ads instead. */
  openAd: (ad: Ad) => Promise<void>;
}

/**
 * Both home-page ads; prefetched by the routes when the visitor lands on the home page. The top ad is often the
 * largest thing in the first screen: its image download starts the moment the answer arrives, not once React has
 * rendered the page that shows it.
 */
export const homeAdsRequest = prefetchable(() =>
  Promise.all([fetchTopAd(), fetchBottomAd()]).then((ads) => {
    const [top] = ads;
    if (isShowableAd(top)) preloadImage(top.adsImageUrl);
    return ads;
  }),
);

const AdsContext = createContext<AdsContextValue>({ state: { status: 'hidden' }, openAd: async () => undefined });

/** Loads the home page's top and bottom ads together: if either call fails, both are hidden (spec section 4). */
export function AdsProvider({ children }: { children: ReactNode }) {
  const seeded = useSeed('home-ads', homeAdsRequest.load);
  const [state, setState] = useState<AdsState>(() => (seeded.found ? { status: 'ready', top: seeded.data[0], bottom: seeded.data[1] } : { status: 'loading' }));

  // The first effect of a page rendered with the ads has them already.
  const load = useEffectEvent(() => (seeded.take() ? null : homeAdsRequest.load()));
  useEffect(() => {
    const loading = load();
    if (loading === null) return;
    let current = true;
    loading.then(
      ([top, bottom]) => current && setState({ status: 'ready', top, bottom }),
      () => current && setState({ status: 'hidden' }),
    );
    return () => {
      current = false;
    };
  }, []);

  const openAd = useCallback(async (ad: Ad) => {
    try {
      await recordAdClick(ad.adsId);
    } catch {
      setState({ status: 'hidden' });
      return;
    }
    window.open(ad.adsOutsideLink, '_blank', 'noopener');
  }, []);

  const value = useMemo(() => ({ state, openAd }), [state, openAd]);
  return <AdsContext.Provider value={value}>{children}</AdsContext.Provider>;
}

export function useAds(): AdsContextValue {
  return useContext(AdsContext);
}

function preloadImage(url: string): void {
  // The server's render has no Image: its page head preloads the top ad itself (server/src/features/pages).
  if (typeof Image === 'undefined') return;
  const image = new Image();
  image.fetchPriority = 'high';
  image.src = url;
}

/** An ad is shown only with an id and an image (spec section 4). */
export function isShowableAd(ad: Ad | null): ad is Ad & { adsImageUrl: string } {
  return Boolean(ad?.adsId && ad.adsImageUrl);
}
