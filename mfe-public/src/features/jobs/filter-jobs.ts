import type { JobPost, JobSortOrder } from '@ofertat/shared-api';
import { matchesSearchText } from '@ofertat/shared-ui/forms';
import type { AutocompleteOption } from '@ofertat/shared-ui/forms';

const timeOf = (post: JobPost): number => {
  const time = Date.parse(post.createdAt);
  return Number.isNaN(time) ? 0 : time;
};

/** The job list's filter (title or market name, ignoring case and accents) and sort (newest or oldest first). */
export function filterAndSortJobs(posts: readonly JobPost[], text: string, order: JobSortOrder): JobPost[] {
  const filtered = text.trim() === '' ? [...posts] : posts.filter((post) => matchesSearchText(post.jobTitle, text) || matchesSearchText(post.marketName, text));
  const direction = order === 'newest' ? -1 : 1;
  return filtered.sort((a, b) => direction * (timeOf(a) - timeOf(b)));
}

/** Suggestions for the filter: every distinct title and market name. */
export function jobFilterSuggestions(posts: readonly JobPost[]): AutocompleteOption[] {
  const labels = new Set<string>();
  for (const post of posts) {
    if (post.jobTitle) labels.add(post.jobTitle);
    if (post.marketName) labels.add(post.marketName);
  }
  return Array.from(labels, (label) => ({ value: label, label }));
}
