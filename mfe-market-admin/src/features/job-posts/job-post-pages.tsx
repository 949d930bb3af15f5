import styled from 'styled-components';
import { adminPaths, fetchJobPost, type JobPost } from '@ofertat/shared-api';
import { deleteJobPost, fetchMarketJobPosts } from '@ofertat/shared-api/admin';
import { messages } from '@ofertat/shared-api/validation';
import { ButtonLink, formatDayMonthYear } from '@ofertat/shared-ui';
import { matchesSearchText } from '@ofertat/shared-ui/forms';
import {
  AdminCard,
  AdminPage,
  CardActions,
  errorStatus,
  InvalidRouteIdError,
  PagedCardList,
  RequireStoredIds,
  StatusBadge,
  RouteResourceView,
  useDeletableList,
} from '@ofertat/admin-kit';
import { JobPostForm } from './job-post-form';

const JOB_POST_IDS = ['marketId', 'userId'] as const;

const Excerpt = styled.p`
  display: -webkit-box;
  margin: 0;
  overflow: hidden;
  -webkit-line-clamp: 3;
  -webkit-box-orient: vertical;
`;

function JobPostList({ marketId }: { marketId: string }) {
  const { resource, pages, deletion } = useDeletableList<JobPost>({
    load: () => fetchMarketJobPosts(marketId),
    deps: [marketId],
    matchesSearch: (post, query) => matchesSearchText(post.jobTitle, query),
    sameItem: (a, b) => a.jobPostId === b.jobPostId,
    remove: (post) => deleteJobPost(post.jobPostId),
    messages: { confirm: messages.jobPosts.deleteConfirm, success: messages.jobPosts.deleteSuccess, failure: messages.jobPosts.deleteError },
  });
  return (
    <PagedCardList
      resource={resource}
      errorMessage={messages.jobPosts.adminLoadFailure}
      pages={pages}
      searchLabel="Kërko njoftim"
      emptyMessage={messages.jobPosts.empty}
      minItemWidth={260}
      removal={deletion}
      renderItem={(post) => (
        <AdminCard
          key={post.jobPostId}
          title={post.jobTitle}
          badge={post.active ? <StatusBadge $tone="success">Aktiv</StatusBadge> : <StatusBadge>Joaktiv</StatusBadge>}
          actions={
            <CardActions editHref={adminPaths.editJobPost.getHref({ jobPostId: post.jobPostId })} onDelete={() => deletion.request(post)} />
          }
        >
          <div>Publikuar më {formatDayMonthYear(post.createdAt)}</div>
          <Excerpt>{post.jobDescription}</Excerpt>
        </AdminCard>
      )}
    />
  );
}

/** /admin/list-job-post: the market's job notices, inactive ones included. */
export function JobPostListPage() {
  return (
    <AdminPage title="Njoftimet e punës" actions={<ButtonLink to={adminPaths.addJobPost.getHref()}>Shto njoftim</ButtonLink>}>
      <RequireStoredIds ids={JOB_POST_IDS}>{({ marketId }) => <JobPostList marketId={marketId} />}</RequireStoredIds>
    </AdminPage>
  );
}

/** /admin/add-job-post. */
export function JobPostCreatePage() {
  return (
    <AdminPage title="Shto njoftim pune">
      <RequireStoredIds ids={JOB_POST_IDS}>{({ marketId }) => <JobPostForm marketId={marketId} />}</RequireStoredIds>
    </AdminPage>
  );
}

function jobPostLoadError(error: unknown): string {
  if (error instanceof InvalidRouteIdError) return messages.jobPosts.invalidId;
  return errorStatus(error) === 404 ? messages.jobPosts.notFound : messages.jobPosts.detailFailure;
}

/** /admin/edit-job-post/{jobPostId}. */
export function JobPostEditPage() {
  return (
    <AdminPage title="Ndrysho njoftimin e punës">
      <RequireStoredIds ids={JOB_POST_IDS}>
        {({ marketId }) => (
          <RouteResourceView param="jobPostId" load={fetchJobPost} errorMessage={jobPostLoadError}>
            {(post) => <JobPostForm marketId={marketId} jobPost={post} />}
          </RouteResourceView>
        )}
      </RequireStoredIds>
    </AdminPage>
  );
}
