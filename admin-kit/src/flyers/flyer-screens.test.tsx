import { act, screen, waitFor, within } from '@testing-library/react';
import {
  ApiError,
  defaultRuntimeConfig,
  fetchFlyer,
  setRuntimeConfig,
  type UploadOptions,
  type Flyer,
} from '@ofertat/shared-api';
import { createFlyer, deleteFlyer, fetchMarketFlyers, updateFlyer } from '@ofertat/shared-api/admin';
import { renderRoute } from '../test/render';
import { FlyerListScreen } from './flyer-list-screen';
import { FlyerCreateScreen, FlyerEditScreen, FlyerViewScreen } from './flyer-screens';
import type { FlyerPaths } from './types';

jest.mock('@ofertat/shared-api', () => ({
  ...jest.requireActual('@ofertat/shared-api'),
  fetchFlyer: jest.fn(),
}));
jest.mock('@ofertat/shared-api/admin', () => ({
  ...jest.requireActual('@ofertat/shared-api/admin'),
  fetchMarketFlyers: jest.fn(),
  createFlyer: jest.fn(),
  updateFlyer: jest.fn(),
  deleteFlyer: jest.fn(),
}));

const paths: FlyerPaths = {
  list: '/admin/list-volantino',
  add: '/admin/add-volantino',
  view: (id) => `/admin/view-volantino/${id}`,
  edit: (id) => `/admin/edit-volantino/${id}`,
};

const flyer: Flyer = {
  volantinoId: 4,
  marketId: 2,
  marketName: 'Shqiponja',
  marketLogo: null,
  volantinoName: 'Ofertat e majit',
  volantinoImageUrl: '/uploads/cover.webp',
  volantinoThumbnailUrl: '/uploads/cover-thumb.webp',
  volantinoPdfUrl: '/uploads/flyer.pdf',
  volantinoStartDate: '2025-05-01',
  volantinoEndDate: '2025-05-31',
  volantinoClicks: 12,
};

const png = new File(['png'], 'kopertina.png', { type: 'image/png' });
const pdf = new File(['%PDF-1.4'], 'fletepalosja.pdf', { type: 'application/pdf' });

beforeEach(() => jest.resetAllMocks());

describe('flyer list', () => {
  it('shows name, start and end with Shiko / Ndrysho / Fshi, and deletes after confirmation', async () => {
    jest.mocked(fetchMarketFlyers).mockResolvedValue([flyer]);
    jest.mocked(deleteFlyer).mockResolvedValue();
    const { user } = renderRoute(<FlyerListScreen marketId={2} paths={paths} />);

    const card = await screen.findByRole('article', { name: 'Ofertat e majit' });
    expect(fetchMarketFlyers).toHaveBeenCalledWith(2);
    expect(card).toHaveTextContent('01/05/2025');
    expect(card).toHaveTextContent('31/05/2025');
    expect(within(card).getByRole('link', { name: 'Shiko' })).toHaveAttribute('href', '/admin/view-volantino/4');
    expect(within(card).getByRole('link', { name: 'Ndrysho' })).toHaveAttribute('href', '/admin/edit-volantino/4');

    await user.click(within(card).getByRole('button', { name: 'Fshi' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent('Jeni i sigurt që doni të fshini këtë volantino?');
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Fshi' }));
    expect(await screen.findByText('Volantino u fshi me sukses!')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(deleteFlyer).toHaveBeenCalledWith(4);
  });

  it('shows the network text when the server cannot be reached', async () => {
    jest.mocked(fetchMarketFlyers).mockRejectedValue(new ApiError({ status: 0, message: 'fetch failed', isNetworkError: true }));
    renderRoute(<FlyerListScreen marketId={2} paths={paths} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Gabim në lidhjen me serverin. Sigurohuni që serveri është aktiv.');
  });
});

describe('flyer create form', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const renderCreate = () =>
    renderRoute(<FlyerCreateScreen marketId={2} paths={paths} />, { route: paths.add, advanceTimers: jest.advanceTimersByTime });

  it('requires every field with the spec texts', async () => {
    const { user } = renderCreate();
    await user.click(await screen.findByRole('button', { name: 'Krijo' }));
    for (const text of [
      'Emri i volantino kërkohet.',
      'Imazhi i volantino kërkohet.',
      'PDF i volantino kërkohet.',
      'Data e fillimit të volantino kërkohet.',
      'Data e mbarimit të volantino kërkohet.',
    ]) {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
    expect(createFlyer).not.toHaveBeenCalled();
  });

  it('refuses an image that is not an image and a PDF that is not a PDF', async () => {
    const { user } = renderCreate();
    // applyAccept: false plays a user who switched the picker to "All files".
    const upload = userWithoutAccept(user);
    await upload(await screen.findByLabelText(/Imazhi i volantinos/), pdf);
    await upload(screen.getByLabelText(/PDF e volantinos/), png);
    expect(await screen.findByText('Imazhi i volantino duhet të jetë një imazh (JPG, PNG, WebP ose GIF).')).toBeInTheDocument();
    expect(await screen.findByText('PDF i volantino duhet të jetë një skedar PDF.')).toBeInTheDocument();
  });

  it('refuses a PDF over the deployment limit before sending anything', async () => {
    setRuntimeConfig({ ...defaultRuntimeConfig, uploadLimits: { ...defaultRuntimeConfig.uploadLimits, pdf: 1024 * 1024 } });
    try {
      const { user } = renderCreate();
      await user.type(await screen.findByLabelText(/Emri i volantinos/), 'Java');
      await user.upload(screen.getByLabelText(/Imazhi i volantinos/), png);
      const large = new File(['%PDF-1.4', new Uint8Array(1024 * 1024)], 'e-madhe.pdf', { type: 'application/pdf' });
      await user.upload(screen.getByLabelText(/PDF e volantinos/), large);
      expect(await screen.findByText('PDF-ja është shumë e madhe. Madhësia maksimale është 1 MB.')).toBeInTheDocument();
      await user.type(screen.getByLabelText(/Data e fillimit/), '2025-06-01');
      await user.type(screen.getByLabelText(/Data e mbarimit/), '2025-06-07');
      await user.click(screen.getByRole('button', { name: 'Krijo' }));
      expect(screen.getByLabelText(/PDF e volantinos/)).toHaveAttribute('aria-invalid', 'true');
      expect(createFlyer).not.toHaveBeenCalled();
    } finally {
      setRuntimeConfig(defaultRuntimeConfig);
    }
  });

  it('uploads with progress, shows the success text and opens the list after 1 s', async () => {
    let report: UploadOptions['onUploadProgress'];
    let finish!: () => void;
    jest.mocked(createFlyer).mockImplementation((_fields, _files, options) => {
      report = options?.onUploadProgress;
      return new Promise<void>((resolve) => {
        finish = resolve;
      });
    });
    const { user } = renderCreate();
    await user.type(await screen.findByLabelText(/Emri i volantinos/), ' Java e parë ');
    await user.upload(screen.getByLabelText(/Imazhi i volantinos/), png);
    await user.upload(screen.getByLabelText(/PDF e volantinos/), pdf);
    await user.type(screen.getByLabelText(/Data e fillimit/), '2025-06-01');
    await user.type(screen.getByLabelText(/Data e mbarimit/), '2025-06-07');
    await user.click(screen.getByRole('button', { name: 'Krijo' }));

    await waitFor(() => expect(createFlyer).toHaveBeenCalled());
    expect(jest.mocked(createFlyer).mock.calls[0]!.slice(0, 2)).toEqual([
      { marketId: 2, volantinoName: 'Java e parë', volantinoStartDate: '2025-06-01', volantinoEndDate: '2025-06-07' },
      { image: png, pdf },
    ]);
    expect(screen.getByRole('button', { name: 'Krijo' })).toBeDisabled();
    act(() => report?.({ percent: 0.5, transferredBytes: 5 * 1024 * 1024, totalBytes: 10 * 1024 * 1024 }));
    expect(screen.getByRole('progressbar')).toHaveAttribute('value', '50');
    expect(screen.getByText(/50% \(5.0 \/ 10.0 MB\)/)).toBeInTheDocument();

    await act(async () => finish());
    expect(screen.getByRole('status')).toHaveTextContent('Volantino u krijua me sukses!');
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/list-volantino');
  });

  it("shows the server's own text for a refused flyer", async () => {
    jest.mocked(createFlyer).mockRejectedValue(new ApiError({ status: 413, message: 'too big', userMessage: 'Skedari është shumë i madh.' }));
    const { user } = renderCreate();
    await user.type(await screen.findByLabelText(/Emri i volantinos/), 'Java');
    await user.upload(screen.getByLabelText(/Imazhi i volantinos/), png);
    await user.upload(screen.getByLabelText(/PDF e volantinos/), pdf);
    await user.type(screen.getByLabelText(/Data e fillimit/), '2025-06-01');
    await user.type(screen.getByLabelText(/Data e mbarimit/), '2025-06-07');
    await user.click(screen.getByRole('button', { name: 'Krijo' }));
    expect(await screen.findByText('Skedari është shumë i madh.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Krijo' })).toBeEnabled();
  });
});

function userWithoutAccept(user: ReturnType<typeof renderRoute>['user']) {
  return (input: HTMLElement, file: File) => user.setup({ applyAccept: false }).upload(input, file);
}

describe('flyer edit and view', () => {
  it('saves without new files, keeping the current ones', async () => {
    jest.mocked(fetchFlyer).mockResolvedValue(flyer);
    jest.mocked(updateFlyer).mockResolvedValue();
    const { user } = renderRoute(<FlyerEditScreen paths={paths} />, { path: '/admin/edit-volantino/:volantinoId', route: '/admin/edit-volantino/4' });
    const name = await screen.findByLabelText(/Emri i volantinos/);
    expect(name).toHaveValue('Ofertat e majit');
    expect(screen.getAllByText('Lëreni bosh për të mbajtur skedarin aktual.')).toHaveLength(2);
    await user.clear(name);
    await user.type(name, 'Ofertat e qershorit');
    await user.click(screen.getByRole('button', { name: 'Ruaj ndryshimet' }));
    expect(await screen.findByText('Volantino u ndryshua me sukses!')).toBeInTheDocument();
    expect(jest.mocked(updateFlyer).mock.calls[0]!.slice(0, 3)).toEqual([
      4,
      { marketId: 2, volantinoName: 'Ofertat e qershorit', volantinoStartDate: '2025-05-01', volantinoEndDate: '2025-05-31' },
      { image: null, pdf: null },
    ]);
  });

  it('shows "Volantino nuk u gjet." for an unknown id', async () => {
    jest.mocked(fetchFlyer).mockRejectedValue(new ApiError({ status: 404, message: 'Volantino nuk u gjet.', userMessage: 'Volantino nuk u gjet.' }));
    renderRoute(<FlyerEditScreen paths={paths} />, { path: '/admin/edit-volantino/:volantinoId', route: '/admin/edit-volantino/99' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Volantino nuk u gjet.');

  });

  it('treats a malformed id as not found, without asking the server', async () => {
    renderRoute(<FlyerViewScreen paths={paths} />, { path: '/admin/view-volantino/:volantinoId', route: '/admin/view-volantino/abc' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Volantino nuk u gjet.');
    expect(fetchFlyer).not.toHaveBeenCalled();
  });

  it('shows the details and opens the PDF', async () => {
    jest.mocked(fetchFlyer).mockResolvedValue(flyer);
    renderRoute(<FlyerViewScreen paths={paths} />, { path: '/admin/view-volantino/:volantinoId', route: '/admin/view-volantino/4' });
    expect(await screen.findByText('Ofertat e majit')).toBeInTheDocument();
    expect(screen.getByText('Shqiponja')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Shkarko PDF-në' })).toHaveAttribute('href', '/uploads/flyer.pdf');
    expect(screen.getByRole('link', { name: 'Shiko në lexuesin publik' })).toHaveAttribute('href', '/volantino/4');
  });
});
