import { screen, waitFor } from '@testing-library/react';
import { ApiError, fetchFlyer, fetchFlyers, messages, publicPaths, recordFlyerClick, type Flyer } from '@ofertat/shared-api';
import type { InitialEntry } from '@ofertat/shared-ui';
import { renderRoute } from '../../test/render';
import { FlyerListPage } from './flyer-list-page';
import { FlyerViewerPage } from './flyer-viewer-page';

jest.mock('@ofertat/shared-api', () => ({
  ...jest.requireActual('@ofertat/shared-api'),
  fetchFlyers: jest.fn(),
  fetchFlyer: jest.fn(),
  recordFlyerClick: jest.fn(),
}));

// pdf.js cannot run in jsdom: the viewer chunk is replaced by a marker that shows the address it got.
jest.mock('./pdf-viewer', () => ({ __esModule: true, default: ({ url }: { url: string }) => <div data-testid="pdf-viewer">{url}</div> }));

const flyer: Flyer = {
  volantinoId: 5,
  marketId: 1,
  volantinoName: 'Ofertat e majit',
  volantinoImageUrl: '/uploads/cover.webp',
  volantinoPdfUrl: '/uploads/flyer.pdf',
  volantinoStartDate: '2026-05-01',
  volantinoEndDate: '2026-05-31',
  marketName: 'Shqiponja Market',
  marketLogo: null,
  volantinoThumbnailUrl: '/uploads/cover-thumb.webp',
  volantinoClicks: 3,
};

describe('FlyerListPage', () => {
  beforeEach(() => jest.mocked(recordFlyerClick).mockReset().mockResolvedValue());

  it('records the click, then opens the viewer with the PDF address in navigation state', async () => {
    jest.mocked(fetchFlyers).mockResolvedValue([flyer]);
    const { user } = renderRoute(<FlyerListPage />);
    const link = await screen.findByRole('link', { name: /Ofertat e majit/ });
    expect(link).toHaveAttribute('href', '/volantino/5');
    expect(screen.getByText('01/05/2026 – 31/05/2026')).toBeInTheDocument();
    expect(screen.getByText('Shqiponja Market')).toBeInTheDocument();
    await user.click(link);
    expect(recordFlyerClick).toHaveBeenCalledWith(5);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/volantino/5'));
    expect(JSON.parse(screen.getByTestId('location').dataset.state!)).toEqual({ pdfUrl: '/uploads/flyer.pdf', name: 'Ofertat e majit' });
  });

  it('loads the covers of the first row at once and the others when scrolled to', async () => {
    jest.mocked(fetchFlyers).mockResolvedValue([1, 2, 3].map((volantinoId) => ({ ...flyer, volantinoId, volantinoName: `Fletëpalosja ${volantinoId}` })));
    renderRoute(<FlyerListPage />);
    const covers = (await screen.findAllByRole('article')).map((card) => card.querySelector('img'));
    expect(covers.map((cover) => cover?.getAttribute('loading'))).toEqual(['eager', 'eager', 'lazy']);
  });

  it('still opens the flyer when the click cannot be recorded', async () => {
    jest.mocked(fetchFlyers).mockResolvedValue([flyer]);
    jest.mocked(recordFlyerClick).mockRejectedValue(new Error('down'));
    const { user } = renderRoute(<FlyerListPage />);
    await user.click(await screen.findByRole('link', { name: /Ofertat e majit/ }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/volantino/5'));
  });

  it('shows the volantino error texts', async () => {
    jest.mocked(fetchFlyers).mockRejectedValue(new ApiError({ status: 0, message: 'offline', isNetworkError: true }));
    renderRoute(<FlyerListPage />);
    expect(await screen.findByText(messages.volantino.networkError)).toBeInTheDocument();
  });
});

describe('FlyerViewerPage', () => {
  const renderViewer = (route: InitialEntry) => renderRoute(<FlyerViewerPage />, { path: publicPaths.flyer.path, route });

  beforeEach(() => jest.mocked(fetchFlyer).mockReset());

  it('shows the PDF from navigation state without asking the server', async () => {
    renderViewer({ pathname: '/volantino/5', state: { pdfUrl: '/uploads/flyer.pdf', name: 'Ofertat e majit' } });
    expect(await screen.findByTestId('pdf-viewer')).toHaveTextContent('/uploads/flyer.pdf');
    expect(screen.getByRole('heading', { level: 1, name: 'Ofertat e majit' })).toBeInTheDocument();
    expect(fetchFlyer).not.toHaveBeenCalled();
  });

  it('fetches the flyer by id after a reload lost the navigation state', async () => {
    jest.mocked(fetchFlyer).mockResolvedValue(flyer);
    renderViewer('/volantino/5');
    expect(await screen.findByTestId('pdf-viewer')).toHaveTextContent('/uploads/flyer.pdf');
    expect(fetchFlyer).toHaveBeenCalledWith(5);
  });

  it('shows the missing-address error when there is no PDF address', async () => {
    jest.mocked(fetchFlyer).mockResolvedValue({ ...flyer, volantinoPdfUrl: '' });
    renderViewer('/volantino/5');
    expect(await screen.findByText(messages.volantino.viewerMissingUrl)).toBeInTheDocument();
    expect(screen.queryByTestId('pdf-viewer')).not.toBeInTheDocument();
  });

  it('shows the missing-address error for an unusable id, and the 404 text for an unknown flyer', async () => {
    const { unmount } = renderViewer('/volantino/abc');
    expect(screen.getByText(messages.volantino.viewerMissingUrl)).toBeInTheDocument();
    unmount();
    jest.mocked(fetchFlyer).mockRejectedValue(new ApiError({ status: 404, message: 'x' }));
    renderViewer('/volantino/77');
    expect(await screen.findByText(messages.volantino.notFound)).toBeInTheDocument();
  });
});
