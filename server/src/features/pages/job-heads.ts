// The heads of the job posts' list and of one job post's page.
import { publicPaths } from '@ofertat/shared-api/deployment';
import type { Database } from '../../db/database.js';
import { createJobPostsRepository } from '../job-posts/job-posts-repository.js';
import { itemList, jobPostingJsonLd } from './json-ld.js';
import { count, type HeadKit, ITEM_LIST_SIZE, type PageHead, shorten, titled, TITLES } from './page-head-kit.js';
import { createPagesRepository } from './pages-repository.js';

export function createJobHeads(db: Database, kit: HeadKit) {
  const jobPosts = createJobPostsRepository(db);
  const pages = createPagesRepository(db);
  return {
    async jobListPage(): Promise<PageHead> {
      const rows = await jobPosts.listPublic();
      const items = rows.map((row) => ({ path: publicPaths.jobPost.getHref({ jobPostId: row.jobPostId }), name: `${row.jobTitle} – ${row.marketName}` }));
      return kit.page({
        title: titled(TITLES.jobs),
        description: `${count(rows.length, 'njoftim pune', 'njoftime pune')} nga supermarketet në Shqipëri.`,
        canonicalPath: publicPaths.jobPosts.getHref(),
        jsonLd: [itemList(kit, TITLES.jobs, rows.length, items.slice(0, ITEM_LIST_SIZE))],
      });
    },

    async jobPage(jobPostId: number): Promise<PageHead> {
      const row = await jobPosts.findById(jobPostId);
      if (!row?.active || !row.marketActive) return kit.notFound;
      const cities = await pages.marketCities(row.marketId);
      const canonicalPath = publicPaths.jobPost.getHref({ jobPostId });
      const jobPosting = jobPostingJsonLd(kit.absolute(canonicalPath), {
        jobTitle: row.jobTitle,
        jobDescription: row.jobDescription,
        createdAt: row.createdAt,
        marketName: row.marketName,
        marketUrl: kit.absolute(publicPaths.marketOffers.getHref({ marketId: row.marketId })),
        logoUrl: row.marketLogoPath ? kit.absolute(row.marketLogoPath) : null,
        cities,
      });
      return kit.page({
        title: titled(row.jobTitle),
        description: shorten(`${row.marketName}: ${row.jobTitle}. ${row.jobDescription}`),
        canonicalPath,
        image: kit.imageOr(row.marketLogoPath, row.marketName, false),
        jsonLd: [jobPosting],
      });
    },
  };
}
