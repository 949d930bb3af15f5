import { act, screen, waitFor } from '@testing-library/react';
import { ApiError, fetchProductByBarcode, messages, type BarcodeMatch } from '@ofertat/shared-api';
import { renderRoute } from '../../../test/render';
import { ScanBarcodeButton } from './scan-barcode-button';

jest.mock('@ofertat/shared-api', () => ({
  ...jest.requireActual('@ofertat/shared-api'),
  fetchProductByBarcode: jest.fn(),
}));

// Stands for the ponyfill (its WebAssembly cannot run here): the dialog must reach for it when the browser has no
// BarcodeDetector of its own.
const ponyfillDetect = jest.fn();
const createPonyfillDetector = jest.fn();
jest.mock('./zxing-barcode-detector', () => ({
  createPonyfillDetector: (...args: unknown[]) => createPonyfillDetector(...args),
}));

const lookUp = jest.mocked(fetchProductByBarcode);
const location = () => screen.getByTestId('location').textContent;

const COCA_COLA = '5449000000996';
const found = (productId: number) => ({ product: { productId }, offerCount: 2 }) as BarcodeMatch;
const notFound = () => new ApiError({ status: 404, message: 'Not Found', userMessage: messages.products.barcodeNotFound });

const stopTrack = jest.fn();
const getUserMedia = jest.fn();
const nativeDetect = jest.fn();

/** A browser with a camera and, unless told otherwise, its own BarcodeDetector reading the retail formats. */
function givenBrowser({ nativeDetector = true } = {}) {
  getUserMedia.mockReset().mockResolvedValue({ getTracks: () => [{ stop: stopTrack }] });
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia } });
  if (nativeDetector) {
    Object.defineProperty(window, 'BarcodeDetector', {
      configurable: true,
      value: Object.assign(
        class {
          detect = nativeDetect;
        },
        { getSupportedFormats: async () => ['qr_code', 'ean_13', 'ean_8', 'upc_a', 'upc_e'] },
      ),
    });
  } else {
    delete (window as { BarcodeDetector?: unknown }).BarcodeDetector;
  }
}

/** The search page's button, tapped: the dialog's module arrives and the camera opens. */
async function openScanner() {
  const rendered = renderRoute(<ScanBarcodeButton />, { path: '/search', route: '/search' });
  await rendered.user.click(screen.getByRole('button', { name: 'Skano barkodin' }));
  await screen.findByRole('dialog', { name: 'Skano barkodin' });
  return rendered;
}

describe('ScanDialog', () => {
  beforeEach(() => {
    givenBrowser();
    nativeDetect.mockReset().mockResolvedValue([]);
    ponyfillDetect.mockReset().mockResolvedValue([]);
    createPonyfillDetector.mockReset().mockResolvedValue({ detect: ponyfillDetect });
    stopTrack.mockReset();
    lookUp.mockReset();
    jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  });

  it('reads a barcode from the back camera and opens its product’s page', async () => {
    nativeDetect.mockResolvedValue([{ rawValue: COCA_COLA, format: 'ean_13' }]);
    lookUp.mockResolvedValue(found(42));
    await openScanner();
    await screen.findByText('/product/42');
    expect(getUserMedia).toHaveBeenCalledWith({ video: { facingMode: { ideal: 'environment' } }, audio: false });
    expect(lookUp).toHaveBeenCalledWith(COCA_COLA);
    expect(lookUp).toHaveBeenCalledTimes(1);
  });

  it('reads a UPC-E as the UPC-A it abbreviates', async () => {
    nativeDetect.mockResolvedValue([{ rawValue: '04252614', format: 'upc_e' }]);
    lookUp.mockResolvedValue(found(7));
    await openScanner();
    await screen.findByText('/product/7');
    expect(lookUp).toHaveBeenCalledWith('0042100005264');
  });

  it('without the browser’s BarcodeDetector, loads the ponyfill and reads with it', async () => {
    givenBrowser({ nativeDetector: false });
    ponyfillDetect.mockResolvedValue([{ rawValue: COCA_COLA, format: 'ean_13' }]);
    lookUp.mockResolvedValue(found(42));
    await openScanner();
    await screen.findByText('/product/42');
    expect(createPonyfillDetector).toHaveBeenCalledWith(['ean_13', 'ean_8', 'upc_a', 'upc_e']);
    expect(nativeDetect).not.toHaveBeenCalled();
  });

  it('says so when the ponyfill’s reader cannot load, and typed digits still work', async () => {
    givenBrowser({ nativeDetector: false });
    createPonyfillDetector.mockRejectedValue(new TypeError('Failed to fetch'));
    lookUp.mockResolvedValue(found(42));
    const { user } = await openScanner();
    expect(await screen.findByText(/^Leximi i barkodit nuk funksionon në këtë shfletues\./)).toBeVisible();
    expect(stopTrack).toHaveBeenCalled();
    await user.type(screen.getByRole('textbox', { name: 'Numrat e barkodit' }), `${COCA_COLA}{Enter}`);
    await screen.findByText('/product/42');
  });

  it('says a code it does not know, with a search for its digits, and keeps reading', async () => {
    nativeDetect.mockResolvedValue([{ rawValue: COCA_COLA, format: 'ean_13' }]);
    lookUp.mockRejectedValue(notFound());
    await openScanner();
    expect(await screen.findByText(messages.products.barcodeNotFound)).toBeVisible();
    const search = screen.getByRole('link', { name: `Kërko „${COCA_COLA}“ te ofertat` });
    expect(search).toHaveAttribute('href', `/search?q=${COCA_COLA}`);
    // The same pack held still is read again and again, and not asked again; the next one is.
    const readsSoFar = nativeDetect.mock.calls.length;
    await waitFor(() => expect(nativeDetect.mock.calls.length).toBeGreaterThan(readsSoFar + 3));
    expect(lookUp).toHaveBeenCalledTimes(1);
    lookUp.mockResolvedValue(found(9));
    nativeDetect.mockResolvedValue([{ rawValue: '4006381333931', format: 'ean_13' }]);
    await screen.findByText('/product/9');
    expect(lookUp.mock.calls).toEqual([[COCA_COLA], ['4006381333931']]);
  });

  it('looks up typed digits, checked by the GS1 rule as typed', async () => {
    const { user } = await openScanner();
    const field = screen.getByRole('textbox', { name: 'Numrat e barkodit' });
    await user.type(field, '5449 0000 00997');
    await user.click(screen.getByRole('button', { name: 'Gjej produktin' }));
    expect(screen.getByText(messages.products.validation.barcodeInvalid)).toBeVisible();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(lookUp).not.toHaveBeenCalled();

    lookUp.mockResolvedValue(found(42));
    await user.type(field, '{Backspace}6');
    expect(screen.queryByText(messages.products.validation.barcodeInvalid)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Gjej produktin' }));
    await screen.findByText('/product/42');
    expect(lookUp).toHaveBeenCalledWith(COCA_COLA);
  });

  it('says so when the camera is refused, and typed digits still work', async () => {
    getUserMedia.mockRejectedValue(new DOMException('Permission denied', 'NotAllowedError'));
    lookUp.mockRejectedValue(notFound());
    const { user } = await openScanner();
    expect(await screen.findByText(/^Nuk kemi leje të përdorim kamerën\./)).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: 'Numrat e barkodit' }), '4006381333931{Enter}');
    expect(await screen.findByText(messages.products.barcodeNotFound)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Kërko „4006381333931“ te ofertat' })).toHaveAttribute('href', '/search?q=4006381333931');
  });

  it('says so on a device with no camera', async () => {
    Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: undefined });
    await openScanner();
    expect(await screen.findByText(/^Kjo pajisje nuk ka kamerë/)).toBeVisible();
  });

  it('closes on Escape, stops the camera and gives the focus back to the button', async () => {
    const { user } = await openScanner();
    await screen.findByText('Drejtojeni kamerën te barkodi i produktit.');
    expect(stopTrack).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(stopTrack).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Skano barkodin' })).toHaveFocus();
    expect(location()).toBe('/search');
  });

  it('stops the camera when the page is left for the back-forward cache', async () => {
    await openScanner();
    await screen.findByText('Drejtojeni kamerën te barkodi i produktit.');
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(stopTrack).toHaveBeenCalled();
  });
});
