import { apiPath, send, sendVoid, type EntityId } from '@ofertat/shared-api';
import type { JobPost } from '../contracts/job-posts.js';
import type { JobPostValues } from '../validation/job-post.js';

export function fetchMarketJobPosts(marketId: EntityId): Promise<JobPost[]> {
  return send((client) => client.get(apiPath`api/jobpost/${marketId}`).json<JobPost[]>());
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
