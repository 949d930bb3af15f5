import { useMemo, useState } from 'react';
import {
  Link,
  Card,
  CardGrid,
  EmptyState,
  ErrorState,
  formatDayMonthYear,
  getTheme,
  ImageWithFallback,
  Spinner,
  useResource,
} from '@ofertat/shared-ui';
import { AutocompleteField, SelectField } from '@ofertat/shared-ui/forms';
import styled from 'styled-components';
import { DEFAULT_JOB_SORT_ORDER, fetchJobPosts, messages, publicPaths, type JobPost, type JobSortOrder } from '@ofertat/shared-api';
import { PageHeader, Page } from '../../components/page';
import { usePageTitle } from '../../lib/use-page-title';
import { filterAndSortJobs, jobFilterSuggestions } from './filter-jobs';

export const JOBS_TITLE = 'Njoftime pune';

const sortOptions: { value: JobSortOrder; label: string }[] = [
  { value: 'newest', label: 'Më të rejat' },
  { value: 'oldest', label: 'Më të vjetrat' },
];

const FilterBar = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${(p) => getTheme(p).spacing(3)};
  margin-bottom: ${(p) => getTheme(p).spacing(6)};
  ${(p) => getTheme(p).media.up('sm')} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  }
`;


const CardRow = styled.div`
  display: flex;
  gap: ${(p) => getTheme(p).spacing(3)};
  align-items: flex-start;
`;

const Logo = styled.div`
  flex: none;
  width: 48px;
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${(p) => getTheme(p).fontSizes.lg};
  a {
    color: ${(p) => getTheme(p).colors.primaryHover};
    text-decoration: none;
  }
  a:hover { text-decoration: underline; }
  /* The whole card is the link's target area. */
  a::after { content: ''; position: absolute; inset: 0; }
`;

const Meta = styled.p`
  margin: ${(p) => getTheme(p).spacing(1)} 0 0;
  color: ${(p) => getTheme(p).colors.textMuted};
  font-size: ${(p) => getTheme(p).fontSizes.sm};
`;

const Excerpt = styled.p`
  display: -webkit-box;
  margin: ${(p) => getTheme(p).spacing(3)} 0 0;
  overflow: hidden;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 3;
`;

const PositionedCard = styled(Card)`
  position: relative;
  height: 100%;
`;

function JobCard({ post }: { post: JobPost }) {
  return (
    <PositionedCard forwardedAs="article">
      <CardRow>
        <Logo>
          <ImageWithFallback src={post.marketLogo} alt="" width={48} height={48} fit="contain" />
        </Logo>
        <div>
          <Title>
            <Link to={publicPaths.jobPost.getHref({ jobPostId: post.jobPostId })}>{post.jobTitle}</Link>
          </Title>
          <Meta>
            {post.marketName} · <time dateTime={post.createdAt}>{formatDayMonthYear(post.createdAt)}</time>
          </Meta>
        </div>
      </CardRow>
      <Excerpt>{post.jobDescription}</Excerpt>
    </PositionedCard>
  );
}

/** /notification: the markets' job posts, filtered by title or market and sorted newest or oldest first. */
export function JobListPage() {
  usePageTitle(JOBS_TITLE);
  const posts = useResource(fetchJobPosts, [], { seed: 'job-posts' });
  const [text, setText] = useState('');
  const [order, setOrder] = useState<JobSortOrder>(DEFAULT_JOB_SORT_ORDER);
  const all = posts.status === 'success' ? posts.data : null;
  const suggestions = useMemo(() => (all ? jobFilterSuggestions(all) : []), [all]);
  const shown = useMemo(() => (all ? filterAndSortJobs(all, text, order) : []), [all, text, order]);

  return (
    <Page>
      <PageHeader title={JOBS_TITLE} />
      <FilterBar role="search">
        <AutocompleteField
          label="Kërko sipas titullit ose marketit"
          placeholder="p.sh. arkëtar"
          value={text}
          onChange={setText}
          options={suggestions}
          onSelect={(option) => setText(option.label)}
        />
        <SelectField label="Rendit" options={sortOptions} value={order} onChange={(event) => setOrder(event.target.value as JobSortOrder)} />
      </FilterBar>
      {posts.status === 'loading' && <Spinner label="Duke u ngarkuar njoftimet..." />}
      {posts.status === 'error' && <ErrorState message={messages.jobPosts.loadFailure} onRetry={posts.reload} />}
      {all && all.length === 0 && <EmptyState message={messages.jobPosts.empty} />}
      {all && all.length > 0 && shown.length === 0 && <EmptyState message="Asnjë njoftim nuk përputhet me kërkimin." />}
      {shown.length > 0 && (
        <CardGrid minItemWidth={320}>
          {shown.map((post) => (
            <JobCard key={post.jobPostId} post={post} />
          ))}
        </CardGrid>
      )}
    </Page>
  );
}
