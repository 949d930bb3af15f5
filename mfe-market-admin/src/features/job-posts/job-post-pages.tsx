import styled from 'styled-components';
import { adminPaths, deleteJobPost, fetchJobPost, fetchMarketJobPosts, messages, type JobPost } from '@ofertat/shared-api';
import {
  AdminCard,
  AdminPage,
  Button,
  ButtonLink,
  CardGrid,
  EmptyState,
  errorStatus,
  formatDayMonthYear,
  InvalidRouteIdError,
  ListPagination,
  ListToolbar,
  matchesSearchText,
  RequireStoredIds,
  ResourceView,
  StatusBadge,
  useDeleteWithConfirm,
  useFilteredPages,
  useResource,
  useRouteResource,
} from '@ofertat/shared-ui';
import { JobPostForm } from './job-post-form';

const NO_POSTS: JobPost[] = [];
const JOB_POST_IDS = ['marketId', 'userId'] as const;

const Excerpt = styled.p`
  display: -webkit-box;
  margin: 0;
  overflow: hidden;
  -webkit-line-clamp: 3;
  -webkit-box-orient: vertical;
`;

function JobPostList({ marketId }: { marketId: string }) {
  const posts = useResource(() => fetchMarketJobPosts(marketId), [marketId]);
  const pages = useFilteredPages(posts.status === 'success' ? posts.data : NO_POSTS, (post, query) => matchesSearchText(post.jobTitle, query));
  const deletion = useDeleteWithConfirm<JobPost>({
    confirmMessage: messages.jobPosts.deleteConfirm,
    remove: (post) => deleteJobPost(post.jobPostId),
    onRemoved: (post) => posts.update((list) => list.filter((item) => item.jobPostId !== post.jobPostId)),
    successMessage: messages.jobPosts.deleteSuccess,
    errorMessage: () => messages.jobPosts.deleteError,
  });
  return (
    <>
      {deletion.feedback}
      <ResourceView resource={posts} errorMessage={messages.jobPosts.adminLoadFailure}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState message={messages.jobPosts.empty} />
          ) : (
            <>
              <ListToolbar pages={pages} searchLabel="Kërko njoftim" />
              <CardGrid minItemWidth={260}>
                {pages.pageItems.map((post) => (
                  <AdminCard
                    key={post.jobPostId}
                    title={post.jobTitle}
                    badge={post.active ? <StatusBadge $tone="success">Aktiv</StatusBadge> : <StatusBadge>Joaktiv</StatusBadge>}
                    actions={
                      <>
                        <ButtonLink to={adminPaths.editJobPost.getHref({ jobPostId: post.jobPostId })} variant="secondary" size="sm">
                          Ndrysho
                        </ButtonLink>
                        <Button variant="danger" size="sm" onClick={() => deletion.request(post)}>
                          Fshi
                        </Button>
                      </>
                    }
                  >
                    <div>Publikuar më {formatDayMonthYear(post.createdAt)}</div>
                    <Excerpt>{post.jobDescription}</Excerpt>
                  </AdminCard>
                ))}
              </CardGrid>
              <ListPagination pages={pages} />
            </>
          )
        }
      </ResourceView>
      {deletion.dialog}
    </>
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

function JobPostEditor({ marketId }: { marketId: string }) {
  const post = useRouteResource('jobPostId', fetchJobPost);
  return (
    <ResourceView resource={post} errorMessage={jobPostLoadError}>
      {(data) => <JobPostForm marketId={marketId} jobPost={data} />}
    </ResourceView>
  );
}

/** /admin/edit-job-post/{jobPostId}. */
export function JobPostEditPage() {
  return (
    <AdminPage title="Ndrysho njoftimin e punës">
      <RequireStoredIds ids={JOB_POST_IDS}>{({ marketId }) => <JobPostEditor marketId={marketId} />}</RequireStoredIds>
    </AdminPage>
  );
}
