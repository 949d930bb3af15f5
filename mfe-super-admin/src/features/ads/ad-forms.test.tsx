import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { createAd, fetchAd, updateAd } from '@ofertat/shared-api/admin';
import { ad, deferred, imageFile, networkError, serverError } from '../../test/fixtures';
import { renderRoute } from '../../test/render';
import { AdCreatePage, AdEditPage } from './ad-pages';

jest.mock('@ofertat/shared-api/admin', () => ({
  ...jest.requireActual('@ofertat/shared-api/admin'),
  createAd: jest.fn(),
  fetchAd: jest.fn(),
  updateAd: jest.fn(),
}));

const editRoute = { path: '/super-admin/edit-ads/:adsId', route: '/super-admin/edit-ads/5' };

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(fetchAd).mockResolvedValue(ad());
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

async function fillAd(user: UserEvent, { order = '1', image = imageFile('vera.png') as File | null } = {}) {
  await user.type(screen.getByLabelText(/Emri i reklamës/), 'Vera');
  await user.type(screen.getByLabelText(/Linku/), 'https://example.al');
  await user.type(screen.getByLabelText(/Rendi i shfaqjes/), order);
  if (image) await user.upload(screen.getByLabelText(/Foto e reklamës/), image);
}

describe('AdCreatePage', () => {
  it('requires name, link, display order and image', async () => {
    const { user } = renderRoute(<AdCreatePage />);
    await user.click(screen.getByRole('button', { name: 'Krijo' }));
    for (const text of ['Emri i reklamës kërkohet.', 'Linku i reklamës kërkohet.', 'Rendi i shfaqjes kërkohet.', 'Zgjidhni një foto për reklamën.']) {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
    expect(createAd).not.toHaveBeenCalled();
  });

  it('refuses a display order below 1 and a file that is not an image', async () => {
    const { user } = renderRoute(<AdCreatePage />);
    // A change event straight away plays a user who switched the picker to "All files", past the accept filter.
    fireEvent.change(screen.getByLabelText(/Foto e reklamës/), { target: { files: [new File(['%PDF'], 'vera.pdf', { type: 'application/pdf' })] } });
    await fillAd(user, { order: '0', image: null });
    await user.click(screen.getByRole('button', { name: 'Krijo' }));
    expect(await screen.findByText('Rendi i shfaqjes duhet të jetë një numër i plotë, të paktën 1.')).toBeInTheDocument();
    expect(screen.getByText('Foto e reklamës duhet të jetë një imazh (JPG, PNG, WebP ose GIF).')).toBeInTheDocument();
    expect(createAd).not.toHaveBeenCalled();
  });

  it('creates the ad, then opens the list on the status it was saved with', async () => {
    jest.useFakeTimers();
    const answer = deferred();
    jest.mocked(createAd).mockReturnValue(answer.promise);
    const { user } = renderRoute(<AdCreatePage />, { route: '/super-admin/add-ad', advanceTimers: jest.advanceTimersByTime });
    await fillAd(user);
    await user.click(screen.getByRole('button', { name: 'Krijo' }));
    await waitFor(() => expect(createAd).toHaveBeenCalled());
    expect(jest.mocked(createAd).mock.calls[0]![0]).toEqual({
      adsName: 'Vera',
      adsOutsideLink: 'https://example.al',
      displayOrder: 1,
      active: false,
      adsImageUrl: expect.any(File),
    });
    await act(async () => answer.resolve());
    expect(screen.getByRole('status')).toHaveTextContent('Ad created successfully!');
    act(() => jest.advanceTimersByTime(1000));
    // The probe shows the path; the new ad is inactive, so the list opens on ?status=inactive.
    expect(screen.getByTestId('location')).toHaveTextContent('/super-admin/list-ads');
  }, 20_000);

  it('shows the server message of a refused ad', async () => {
    jest.mocked(createAd).mockRejectedValue(serverError(400, 'Linku duhet të jetë një adresë e vlefshme që fillon me http:// ose https://.'));
    const { user } = renderRoute(<AdCreatePage />);
    await fillAd(user);
    await user.click(screen.getByRole('button', { name: 'Krijo' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Linku duhet të jetë një adresë e vlefshme');
  }, 20_000);
});

describe('AdEditPage', () => {
  it('keeps the image when none is chosen and returns to the list after the spec message', async () => {
    jest.mocked(updateAd).mockResolvedValue(undefined);
    const { user } = renderRoute(<AdEditPage />, editRoute);
    const name = await screen.findByLabelText(/Emri i reklamës/);
    expect(name).toHaveValue('Vera 2026');
    expect(screen.getByRole('checkbox', { name: 'Aktive' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Ruaj ndryshimet' }));
    expect(await screen.findByText('Ad updated successfully!')).toBeInTheDocument();
    expect(updateAd).toHaveBeenCalledWith(
      5,
      { adsName: 'Vera 2026', adsOutsideLink: 'https://example.al/vera', displayOrder: 1, active: true, adsImageUrl: null },
      expect.any(Object),
    );
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/super-admin/list-ads'), { timeout: 3000 });
  });

  it('still requires the name and the link', async () => {
    const { user } = renderRoute(<AdEditPage />, editRoute);
    await user.clear(await screen.findByLabelText(/Emri i reklamës/));
    await user.clear(screen.getByLabelText(/Linku/));
    await user.click(screen.getByRole('button', { name: 'Ruaj ndryshimet' }));
    expect(await screen.findByText('Emri i reklamës kërkohet.')).toBeInTheDocument();
    expect(screen.getByText('Linku i reklamës kërkohet.')).toBeInTheDocument();
    expect(updateAd).not.toHaveBeenCalled();
  });

  it('shows the spec text when the ad cannot be loaded', async () => {
    jest.mocked(fetchAd).mockRejectedValue(networkError());
    renderRoute(<AdEditPage />, editRoute);
    expect(await screen.findByRole('alert')).toHaveTextContent('Gabim gjatë marrjes së AD.');
  });
});
