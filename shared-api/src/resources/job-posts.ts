import type { JobPost } from '../contracts/job-posts.js';
import type { JobPostValues } from '../validation/job-post.js';
import { apiPath, send, sendVoid, type EntityId } from './common.js';

export type { JobPost };

/** GET /api/jobpost/job/{id} wraps the post (spec section 7). */
interface JobPostEnvelope {
  status: number | string;
  data: JobPost;
}

export function fetchJobPosts(): Promise<JobPost[]> {
  return send((client) => client.get('api/jobpost/all').json<JobPost[]>());
}

export function fetchMarketJobPosts(marketId: EntityId): Promise<JobPost[]> {
  return send((client) => client.get(apiPath`api/jobpost/${marketId}`).json<JobPost[]>());
}

export async function fetchJobPost(jobPostId: EntityId): Promise<JobPost> {
  const envelope = await send((client) => client.get(apiPath`api/jobpost/job/${jobPostId}`).json<JobPostEnvelope>());
  return envelope.data;
}

/** The add payload has no active flag: a new post is active. */
export function createJobPost({
  jobTitle,
  jobDescription,
  marketId,
}: Pick<JobPostValues, 'jobTitle' | 'jobDescription' | 'marketId'>): Promise<void> {
  return sendVoid((client) => client.post('api/jobpost/add', { json: { jobTitle, jobDescription, marketId } }));
}

export function updateJobPost(jobPostId: EntityId, { jobTitle, jobDescription, active, marketId }: JobPostValues): Promise<void> {
  const json = { jobTitle, jobDescription, active, marketId };
  return sendVoid((client) => client.put(apiPath`api/jobpost/edit/${jobPostId}`, { json }));
}

export function deleteJobPost(jobPostId: EntityId): Promise<void> {
  return sendVoid((client) => client.delete(apiPath`api/jobpost/delete/${jobPostId}`));
}
