// Request schemas of the job-post routes.
import { messages } from '@ofertat/shared-api/validation';
import { flag, id, idParamsWithMessage, jsonObject, text } from './common.js';

const m = messages.jobPosts.validation;

/** The job-post screens show their own text for an id that is not one. */
export const jobPostIdParams = idParamsWithMessage(messages.jobPosts.invalidId);

export const jobPostBody = jsonObject({
  jobTitle: text(m.titleRequired),
  jobDescription: text(m.descriptionRequired),
  active: flag('Default true'),
  marketId: id(messages.validation.invalidId, 'Ignored for a market admin: their own market is used'),
});
