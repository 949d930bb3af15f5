// Queries of job posts (the "Njoftime" notices markets publish).
import { and, desc, eq, type SQL } from 'drizzle-orm';
import { stillOfMarket } from '../auth/market-access.js';
import type { Database } from '../../db/database.js';
import { jobPosts, markets } from '../../db/schema.js';

export interface JobPostRow {
  jobPostId: number;
  jobTitle: string;
  jobDescription: string;
  active: boolean;
  marketId: number;
  createdAt: Date;
  marketName: string;
  marketLogoPath: string | null;
  marketActive: boolean;
}

export interface JobPostInput {
  title: string;
  description: string;
  active: boolean;
  marketId: number;
}

const columns = {
  jobPostId: jobPosts.id,
  jobTitle: jobPosts.title,
  jobDescription: jobPosts.description,
  active: jobPosts.active,
  marketId: jobPosts.marketId,
  createdAt: jobPosts.createdAt,
  marketName: markets.name,
  marketLogoPath: markets.logoPath,
  marketActive: markets.isActive,
};

export function createJobPostsRepository(db: Database) {
  // Newest first: the job list's default order (spec section 9).
  const select = (where: SQL | undefined) =>
    db
      .select(columns)
      .from(jobPosts)
      .innerJoin(markets, eq(markets.id, jobPosts.marketId))
      .where(where)
      .orderBy(desc(jobPosts.createdAt), desc(jobPosts.id));

  return {
    /** What visitors see: active posts of active markets. */
    listPublic(): Promise<JobPostRow[]> {
      return select(and(eq(jobPosts.active, true), eq(markets.isActive, true)));
    },

    /** Every post of a market, inactive ones included (its admin's list). */
    listByMarket(marketId: number): Promise<JobPostRow[]> {
      return select(eq(jobPosts.marketId, marketId));
    },

    async findById(id: number): Promise<JobPostRow | undefined> {
      const [row] = await select(eq(jobPosts.id, id));
      return row;
    },

    async create(input: JobPostInput): Promise<number> {
      const [row] = await db.insert(jobPosts).values(input).returning({ id: jobPosts.id });
      return row!.id;
    },

    /** False when the job post is no longer of `ownerMarketId`, its access's market (stillOfMarket), or gone. */
    async update(id: number, ownerMarketId: number, input: JobPostInput): Promise<boolean> {
      const written = await db.update(jobPosts).set(input).where(stillOfMarket(jobPosts, id, ownerMarketId)).returning({ id: jobPosts.id });
      return written.length > 0;
    },

    /** As `update`. */
    async delete(id: number, ownerMarketId: number): Promise<boolean> {
      const written = await db.delete(jobPosts).where(stillOfMarket(jobPosts, id, ownerMarketId)).returning({ id: jobPosts.id });
      return written.length > 0;
    },

    async marketExists(marketId: number): Promise<boolean> {
      return (await db.$count(markets, eq(markets.id, marketId))) > 0;
    },
  };
}
