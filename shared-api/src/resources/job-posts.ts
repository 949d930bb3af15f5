import type { JobPost } from '../contracts/job-posts.js';
import { apiPath, send, type EntityId } from './common.js';

export type { JobPost };

/** GET /api/jobpost/job/{id} wraps the post (spec section 7). */
interface JobPostEnvelope {
  status: number | string;
  data: JobPost;
}

export function fetchJobPosts(): Promise<JobPost[]> {
  return send((client) => client.get('api/jobpost/all').json<JobPost[]>());
}

export async function fetchJobPost(jobPostId: EntityId): Promise<JobPost> {
  const envelope = await send((client) => client.get(apiPath`api/jobpost/job/${jobPostId}`).json<JobPostEnvelope>());
  return envelope.data;
}
