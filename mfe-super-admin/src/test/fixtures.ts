// API answers as the server sends them, with the fields a test cares about overridden.
import { ApiError, type Ad, type Market, type Product, type User } from '@ofertat/shared-api';

export const market = (overrides: Partial<Market> = {}): Market => ({
  marketId: 1,
  marketName: 'Shqiponja Market',
  marketLogo: '/uploads/shqiponja.webp',
  marketLogoThumbnail: '/uploads/shqiponja-thumb.webp',
  ...overrides,
});

export const user = (overrides: Partial<User> = {}): User => ({
  userId: 10,
  userName: 'Arben',
  userSurname: 'Hoxha',
  email: 'arben@ofertat.al',
  phoneNumber: '+355 69 111 2222',
  marketId: 1,
  role: 'ROLE_ADMIN',
  isActive: true,
  ...overrides,
});

export const ad = (overrides: Partial<Ad> = {}): Ad => ({
  adsId: 5,
  adsName: 'Vera 2026',
  adsOutsideLink: 'https://example.al/vera',
  adsImageUrl: '/uploads/vera.webp',
  active: true,
  displayOrder: 1,
  adsClicks: 42,
  ...overrides,
});

export const product = (overrides: Partial<Product> = {}): Product => ({
  productId: 7,
  productName: 'Qumësht i freskët',
  productUnit: '1 L',
  categoryId: 2,
  categoryName: 'Bulmetore',
  productImage: '/uploads/qumesht.webp',
  productThumbnail: '/uploads/qumesht-thumb.webp',
  currentPrice: 150,
  marketId: null,
  quantity: { amount: 1, unit: 'l' },
  barcode: null,
  linkedProductId: null,
  ...overrides,
});

/** A refusal as the server words it: status and {message}. */
export const serverError = (status: number, message: string) => new ApiError({ status, message, userMessage: message });

/** No answer at all (server down, offline). */
export const networkError = () => new ApiError({ status: 0, message: 'Failed to fetch', isNetworkError: true });

export const imageFile = (name = 'logo.png') => new File(['png'], name, { type: 'image/png' });

/**
 * A call that answers when the test says so: wait for the call, then resolve inside act(), so a test with fake
 * timers checks the save message before the 1 s redirect timer starts.
 */
export function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}
