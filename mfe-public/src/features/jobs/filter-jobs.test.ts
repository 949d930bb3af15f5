import type { JobPost } from '@ofertat/shared-api';
import { filterAndSortJobs, jobFilterSuggestions } from './filter-jobs';

const post = (jobPostId: number, jobTitle: string, marketName: string, createdAt: string): JobPost => ({
  jobPostId,
  jobTitle,
  marketName,
  createdAt,
  jobDescription: '',
  active: true,
  marketId: 1,
  marketLogo: null,
});

const posts = [
  post(1, 'Arkëtar/e', 'Shqiponja Market', '2026-03-01T09:00:00Z'),
  post(2, 'Magazinier', 'Korça Market', '2026-05-10T09:00:00Z'),
  post(3, 'Shitës në sektorin e bulmetit', 'Dajti Market', '2026-04-02T09:00:00Z'),
];

describe('filterAndSortJobs', () => {
  it('sorts newest first by default order, oldest first on request', () => {
    expect(filterAndSortJobs(posts, '', 'newest').map((p) => p.jobPostId)).toEqual([2, 3, 1]);
    expect(filterAndSortJobs(posts, '', 'oldest').map((p) => p.jobPostId)).toEqual([1, 3, 2]);
  });

  it('filters on the title or the market name, ignoring case and accents', () => {
    expect(filterAndSortJobs(posts, 'arketar', 'newest').map((p) => p.jobPostId)).toEqual([1]);
    expect(filterAndSortJobs(posts, 'KORCA', 'newest').map((p) => p.jobPostId)).toEqual([2]);
    expect(filterAndSortJobs(posts, 'market', 'oldest').map((p) => p.jobPostId)).toEqual([1, 3, 2]);
    expect(filterAndSortJobs(posts, 'peshkatar', 'newest')).toEqual([]);
  });

  it('does not change the list it is given', () => {
    const copy = [...posts];
    filterAndSortJobs(posts, '', 'newest');
    expect(posts).toEqual(copy);
  });
});

describe('jobFilterSuggestions', () => {
  it('lists each title and market name once', () => {
    const labels = jobFilterSuggestions([...posts, post(4, 'Magazinier', 'Dajti Market', '2026-01-01')]).map((o) => o.label);
    expect(labels).toEqual(['Arkëtar/e', 'Shqiponja Market', 'Magazinier', 'Korça Market', 'Shitës në sektorin e bulmetit', 'Dajti Market']);
  });
});
