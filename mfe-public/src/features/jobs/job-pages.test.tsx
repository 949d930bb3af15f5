import { screen, within } from '@testing-library/react';
import { ApiError, fetchJobPost, fetchJobPosts, messages, publicPaths, type JobPost } from '@ofertat/shared-api';
import { renderRoute } from '../../test/render';
import { JobDetailPage } from './job-detail-page';
import { JobListPage } from './job-list-page';

jest.mock('@ofertat/shared-api', () => ({
  ...jest.requireActual('@ofertat/shared-api'),
  fetchJobPosts: jest.fn(),
  fetchJobPost: jest.fn(),
}));

const post = (jobPostId: number, jobTitle: string, marketName: string, createdAt: string): JobPost => ({
  jobPostId,
  jobTitle,
  marketName,
  createdAt,
  jobDescription: `Përshkrimi i punës ${jobPostId}.\nOrari: 8:00–16:00.`,
  active: true,
  marketId: jobPostId,
  marketLogo: null,
});

const posts = [
  post(1, 'Arkëtar/e', 'Shqiponja Market', '2026-03-01T09:00:00'),
  post(2, 'Magazinier', 'Korça Market', '2026-05-10T09:00:00'),
];

const titles = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('JobListPage', () => {
  it('lists posts newest first with day/month/year dates, and sorts oldest first on request', async () => {
    jest.mocked(fetchJobPosts).mockResolvedValue(posts);
    const { user } = renderRoute(<JobListPage />);
    expect(await screen.findByRole('link', { name: 'Magazinier' })).toHaveAttribute('href', '/notification/2');
    expect(titles()).toEqual(['Magazinier', 'Arkëtar/e']);
    expect(screen.getByText('10/05/2026')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rendit' }), 'Më të vjetrat');
    expect(titles()).toEqual(['Arkëtar/e', 'Magazinier']);
  });

  it('filters by title or market name with suggestions', async () => {
    jest.mocked(fetchJobPosts).mockResolvedValue(posts);
    const { user } = renderRoute(<JobListPage />);
    // The filter is shown at once, the posts (and so its suggestions) arrive later: wait for them first.
    await screen.findByRole('link', { name: 'Magazinier' });
    const filter = screen.getByRole('combobox', { name: 'Kërko sipas titullit ose marketit' });
    await user.type(filter, 'korca');
    expect(titles()).toEqual(['Magazinier']);
    await user.click(screen.getByRole('option', { name: 'Korça Market' }));
    expect(filter).toHaveValue('Korça Market');
    await user.clear(filter);
    await user.type(filter, 'peshkatar');
    expect(screen.getByText('Asnjë njoftim nuk përputhet me kërkimin.')).toBeInTheDocument();
  });

  it('shows the spec texts when empty or failing', async () => {
    jest.mocked(fetchJobPosts).mockResolvedValueOnce([]);
    const { unmount } = renderRoute(<JobListPage />);
    expect(await screen.findByText(messages.jobPosts.empty)).toBeInTheDocument();
    unmount();
    jest.mocked(fetchJobPosts).mockRejectedValueOnce(new Error('down'));
    renderRoute(<JobListPage />);
    expect(await screen.findByText(messages.jobPosts.loadFailure)).toBeInTheDocument();
  });
});

describe('JobDetailPage', () => {
  const renderDetail = (id: string) =>
    renderRoute(<JobDetailPage />, { path: publicPaths.jobPost.path, route: publicPaths.jobPost.getHref({ jobPostId: id }) });

  it('shows the post with its long-month date', async () => {
    jest.mocked(fetchJobPost).mockResolvedValue(posts[1]!);
    renderDetail('2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Magazinier' })).toBeInTheDocument();
    expect(fetchJobPost).toHaveBeenCalledWith(2);
    const article = screen.getByRole('article');
    expect(within(article).getByText('10 maj 2026')).toBeInTheDocument();
    expect(within(article).getByText(/Orari: 8:00–16:00/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Të gjitha njoftimet' })).toHaveAttribute('href', '/notification');
  });

  it('rejects an invalid id without calling the API', () => {
    jest.mocked(fetchJobPost).mockClear();
    renderDetail('abc');
    expect(screen.getByText(messages.jobPosts.invalidId)).toBeInTheDocument();
    expect(fetchJobPost).not.toHaveBeenCalled();
  });

  it('tells a missing post from a failed load', async () => {
    jest.mocked(fetchJobPost).mockRejectedValueOnce(new ApiError({ status: 404, message: 'not found' }));
    const { unmount } = renderDetail('9');
    expect(await screen.findByText(messages.jobPosts.notFound)).toBeInTheDocument();
    unmount();
    jest.mocked(fetchJobPost).mockRejectedValueOnce(new ApiError({ status: 500, message: 'boom' }));
    const second = renderDetail('9');
    expect(await screen.findByText(messages.jobPosts.detailFailure)).toBeInTheDocument();
    second.unmount();
    jest.mocked(fetchJobPost).mockResolvedValueOnce({ ...posts[0]!, active: false });
    renderDetail('1');
    expect(await screen.findByText(messages.jobPosts.notFound)).toBeInTheDocument();
  });
});
