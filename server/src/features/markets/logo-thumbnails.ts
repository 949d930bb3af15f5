// Logos saved before their thumbnails were made small (LOGO_THUMBNAIL_SIDE) keep 320 px ones, which the home
// page's markets row and every offer card then show at 64 px or less. At start, in the background, each market's
// logo gets its small thumbnail; one already small is only looked at. Several instances may do it at once: they
// write the same bytes, each in one rename.
import { isNotNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.js';
import { markets } from '../../db/schema.js';
import { LOGO_THUMBNAIL_SIDE, shrinkThumbnail } from '../../uploads/index.js';

/** Resolves to the number of thumbnails made small; never rejects (a failure costs bytes, not correctness). */
export async function shrinkLogoThumbnails(db: Database, uploadsDir: string, log?: FastifyBaseLogger): Promise<number> {
  let shrunk = 0;
  try {
    const rows = await db.select({ logoPath: markets.logoPath }).from(markets).where(isNotNull(markets.logoPath));
    for (const { logoPath } of rows) {
      try {
        if (await shrinkThumbnail({ uploadsDir, log }, logoPath!, LOGO_THUMBNAIL_SIDE)) shrunk += 1;
      } catch (error) {
        log?.warn({ err: error, logoPath }, "could not make a logo's thumbnail small");
      }
    }
  } catch (error) {
    log?.warn({ err: error }, "could not list the markets' logos");
  }
  if (shrunk > 0) log?.info(`made ${shrunk} logo thumbnail(s) small`);
  return shrunk;
}
