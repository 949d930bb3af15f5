import {
  Link,
  useParams,
  ErrorState,
  formatLongDate,
  getTheme,
  ImageWithFallback,
  parseRouteId,
  Spinner,
  useResource,
} from '@ofertat/shared-ui';
import styled from 'styled-components';
import { ApiError, fetchJobPost, messages, publicPaths } from '@ofertat/shared-api';
import { Page, PageTitle } from '../../components/page';
import { usePageTitle } from '../../lib/use-page-title';
import { JOBS_TITLE } from './job-list-page';

const BackLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${(p) => getTheme(p).controlHeight.sm};
  margin-bottom: ${(p) => getTheme(p).spacing(4)};
  color: ${(p) => getTheme(p).colors.primaryHover};
`;

const Market = styled.div`
  display: flex;
  align-items: center;
  gap: ${(p) => getTheme(p).spacing(3)};
  margin: ${(p) => getTheme(p).spacing(4)} 0;
  color: ${(p) => getTheme(p).colors.textMuted};
  > :first-child { flex: none; width: 48px; }
  strong { display: block; color: ${(p) => getTheme(p).colors.text}; }
`;

// Markets write descriptions with line breaks; keep them.
const Description = styled.p`
  max-width: 46rem;
  white-space: pre-line;
`;

function JobPostDetail({ id }: { id: number }) {
  const post = useResource(() => fetchJobPost(id), [id], { seed: `job-post:${id}` });
  const found = post.status === 'success' && post.data?.active !== false ? post.data : null;
  usePageTitle(found?.jobTitle ?? JOBS_TITLE);

  if (post.status === 'loading') return <Spinner label="Duke u ngarkuar njoftimi..." />;
  if (post.status === 'error') {
    const missing = post.error instanceof ApiError && post.error.status === 404;
    return <ErrorState message={missing ? messages.jobPosts.notFound : messages.jobPosts.detailFailure} onRetry={missing ? undefined : post.reload} />;
  }
  // An inactive post is withdrawn: for visitors it no longer exists.
  if (!found) return <ErrorState message={messages.jobPosts.notFound} />;
  return (
    <article>
      <PageTitle>{found.jobTitle}</PageTitle>
      <Market>
        <ImageWithFallback src={found.marketLogo} alt="" width={48} height={48} fit="contain" />
        <div>
          <strong>{found.marketName}</strong>
          Publikuar më <time dateTime={found.createdAt}>{formatLongDate(found.createdAt)}</time>
        </div>
      </Market>
      <Description>{found.jobDescription}</Description>
    </article>
  );
}

function InvalidJobPostId() {
  usePageTitle(JOBS_TITLE);
  return <ErrorState message={messages.jobPosts.invalidId} />;
}

/** /notification/{jobPostId}: one job post with its long-form date. */
export function JobDetailPage() {
  const id = parseRouteId(useParams().jobPostId);
  return (
    <Page>
      <BackLink to={publicPaths.jobPosts.getHref()}>← Të gjitha njoftimet</BackLink>
      {id === null ? <InvalidJobPostId /> : <JobPostDetail id={id} />}
    </Page>
  );
}
