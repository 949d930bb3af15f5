import * as yup from 'yup';
import { DEFAULT_JOB_POST_ACTIVE } from '../constants.js';
import { messages } from '../catalogue.js';
import { booleanField, objectSchema, optionalId, requiredText, validationLimits } from './common.js';

const m = messages.jobPosts.validation;

/** POST /api/jobpost/add and PUT /api/jobpost/edit/{id}. */
export const jobPostSchema = objectSchema({
  jobTitle: requiredText(m.titleRequired),
  jobDescription: requiredText(m.descriptionRequired, validationLimits.descriptionLength),
  active: booleanField(DEFAULT_JOB_POST_ACTIVE),
  marketId: optionalId(),
});

export type JobPostValues = yup.InferType<typeof jobPostSchema>;
