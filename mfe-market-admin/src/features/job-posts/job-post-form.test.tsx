import { screen, waitFor } from '@testing-library/react';
import { ApiError, fetchJobPost, type JobPost } from '@ofertat/shared-api';
import { createJobPost, fetchMarketJobPosts, updateJobPost } from '@ofertat/shared-api/admin';
import { renderRoute, signInAs } from '../../test/render';
import { JobPostCreatePage, JobPostEditPage, JobPostListPage } from './job-post-pages';

jest.mock('@ofertat/shared-api', () => ({
  ...jest.requireActual('@ofertat/shared-api'),
  fetchJobPost: jest.fn(),
}));
jest.mock('@ofertat/shared-api/admin', () => ({
  ...jest.requireActual('@ofertat/shared-api/admin'),
  fetchMarketJobPosts: jest.fn(),
  createJobPost: jest.fn(),
  updateJobPost: jest.fn(),
}));

const post: JobPost = {
  jobPostId: 3,
  jobTitle: 'Arkëtar/e',
  jobDescription: 'Turne paradite.',
  active: true,
  marketId: 2,
  createdAt: '2025-05-02T08:00:00Z',
  marketLogo: null,
  marketName: 'Shqiponja',
};

beforeEach(() => {
  jest.resetAllMocks();
  signInAs();
});

describe('job notices', () => {
  it('shows the admin variant of the list error', async () => {
    jest.mocked(fetchMarketJobPosts).mockRejectedValue(new ApiError({ status: 500, message: 'down' }));
    renderRoute(<JobPostListPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Gabim gjatë marrjes së njoftimeve të punës.');
  });

  it('requires title and description, then publishes for the stored market', async () => {
    jest.mocked(createJobPost).mockResolvedValue();
    const { user } = renderRoute(<JobPostCreatePage />);
    await user.click(screen.getByRole('button', { name: 'Publiko njoftimin' }));
    expect(await screen.findByText('Titulli i njoftimit të punës kërkohet.')).toBeInTheDocument();
    expect(screen.getByText('Përshkrimi i njoftimit të punës kërkohet.')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: /Titulli/ }), 'Magazinier');
    await user.type(screen.getByRole('textbox', { name: /Përshkrimi/ }), 'Punë me turne.');
    await user.click(screen.getByRole('button', { name: 'Publiko njoftimin' }));
    expect(await screen.findByText('Njoftimi i punës u shtua me sukses!')).toBeInTheDocument();
    expect(createJobPost).toHaveBeenCalledWith({ jobTitle: 'Magazinier', jobDescription: 'Punë me turne.', marketId: 2 });
  });

  it('deactivates a notice with the active checkbox', async () => {
    jest.mocked(fetchJobPost).mockResolvedValue(post);
    jest.mocked(updateJobPost).mockResolvedValue();
    const { user } = renderRoute(<JobPostEditPage />, { path: '/admin/edit-job-post/:jobPostId', route: '/admin/edit-job-post/3' });
    const active = await screen.findByRole('checkbox', { name: /Aktiv/ });
    expect(active).toBeChecked();
    await user.click(active);
    await user.click(screen.getByRole('button', { name: 'Ruaj ndryshimet' }));
    await waitFor(() =>
      expect(updateJobPost).toHaveBeenCalledWith(3, { jobTitle: 'Arkëtar/e', jobDescription: 'Turne paradite.', active: false, marketId: 2 }),
    );
  });

  it('names an invalid id with the catalogue text', async () => {
    renderRoute(<JobPostEditPage />, { path: '/admin/edit-job-post/:jobPostId', route: '/admin/edit-job-post/abc' });
    expect(await screen.findByRole('alert')).toHaveTextContent('ID e postimit të punës nuk është e vlefshme.');
    expect(fetchJobPost).not.toHaveBeenCalled();
  });
});
