import type { AnySchema } from 'yup';
import { messages } from '../catalogue';
import {
  adCreateSchema,
  appSessionSchema,
  jobPostSchema,
  loginSchema,
  marketCitiesSchema,
  marketProductCreateSchema,
  marketProductEditSchema,
  searchCriteriaSchema,
  storePointSchema,
  userCreateSchema,
  userUpdateSchema,
  flyerCreateSchema,
  flyerEditSchema,
} from './index';

async function firstError(schema: AnySchema, value: unknown): Promise<string | null> {
  return schema.validate(value).then(
    () => null,
    (error: Error) => error.message,
  );
}

// Stands in for a File: the schemas only check that a file was given.
const file = { name: 'x.png', size: 10 };

describe('login', () => {
  it('requires both fields', async () => {
    expect(await firstError(loginSchema, { usernameOrEmail: '  ', password: 'secret' })).toBe(
      messages.login.validation.usernameOrEmailRequired,
    );
    expect(await firstError(loginSchema, { usernameOrEmail: 'a@b.al' })).toBe(messages.login.validation.passwordRequired);
    expect(await loginSchema.validate({ usernameOrEmail: ' admin ', password: ' pw ' })).toEqual({ usernameOrEmail: 'admin', password: ' pw ' });
  });
});

describe('search criteria', () => {
  it('needs at least one criterion', async () => {
    expect(await firstError(searchCriteriaSchema, {})).toBe('Ju lutem zgjidhni të paktën një kriter kërkimi.');
    expect(await firstError(searchCriteriaSchema, { productId: null, categoryId: '', locationId: null, marketId: null })).toBe(
      messages.search.criterionRequired,
    );
  });

  it('casts a chosen criterion and leaves the others null', async () => {
    expect(await searchCriteriaSchema.validate({ categoryId: '3' })).toEqual({ productId: null, categoryId: 3, locationId: null, marketId: null });
  });
});

describe('volantino', () => {
  const v = messages.volantino.validation;
  const valid = {
    marketId: 2,
    volantinoName: 'Fletëpalosja e javës',
    volantinoStartDate: '2025-05-01',
    volantinoEndDate: '2025-05-07',
    volantinoImageUrl: file,
    volantinoPdfUrl: file,
  };

  it.each([
    ['volantinoName', '   ', v.nameRequired],
    ['volantinoImageUrl', undefined, v.imageRequired],
    ['volantinoImageUrl', { length: 0 }, v.imageRequired],
    ['volantinoPdfUrl', null, v.pdfRequired],
    ['volantinoStartDate', '', v.startDateRequired],
    ['volantinoEndDate', undefined, v.endDateRequired],
    ['volantinoEndDate', '2025-04-30', v.endBeforeStart],
  ])('create: %s = %p gives its message', async (field, value, expected) => {
    expect(await firstError(flyerCreateSchema, { ...valid, [field]: value })).toBe(expected);
  });

  it('edit keeps the text rules and makes the files optional', async () => {
    const { volantinoImageUrl: _image, volantinoPdfUrl: _pdf, ...fields } = valid;
    expect(await firstError(flyerEditSchema, fields)).toBeNull();
    expect(await firstError(flyerEditSchema, { ...fields, volantinoName: '' })).toBe('Emri i volantino kërkohet.');
  });
});

describe('market product', () => {
  const p = messages.products.validation;
  const valid = { productName: 'Qumësht', productUnit: '1 l', categoryId: '4', productImage: file };

  it.each([
    ['productName', '', p.nameRequired],
    ['productUnit', ' ', p.unitRequired],
    ['categoryId', '', p.categoryRequired],
    ['productImage', undefined, p.imageRequired],
  ])('create: %s = %p gives its message', async (field, value, expected) => {
    expect(await firstError(marketProductCreateSchema, { ...valid, [field]: value })).toBe(expected);
  });

  it('edit does not require an image', async () => {
    expect(await firstError(marketProductEditSchema, { ...valid, productImage: undefined })).toBeNull();
  });

  it('bounds the name length', async () => {
    expect(await firstError(marketProductCreateSchema, { ...valid, productName: 'x'.repeat(121) })).toBe(messages.validation.tooLong(120));
  });
});

describe('store location', () => {
  const s = messages.storeLocations.validation;
  const valid = { storeLocationName: 'Tirana East Gate', longitude: 19.87, latitude: 41.33 };

  it.each([
    ['storeLocationName', '', s.nameRequired],
    ['longitude', '', s.longitudeRequired],
    ['latitude', null, s.latitudeRequired],
    ['longitude', 180.5, s.longitudeInvalid],
    ['longitude', 'abc', s.longitudeInvalid],
    ['latitude', -90.01, s.latitudeInvalid],
  ])('%s = %p gives its message', async (field, value, expected) => {
    expect(await firstError(storePointSchema, { ...valid, [field]: value })).toBe(expected);
  });

  it('casts coordinates to numbers and defaults the optional city to null', async () => {
    expect(await storePointSchema.validate({ ...valid, longitude: '-180', latitude: '90' })).toEqual({
      storeLocationName: 'Tirana East Gate',
      longitude: -180,
      latitude: 90,
      marketId: null,
      locationId: null,
    });
  });
});

describe('app session (POST /api/sessions)', () => {
  const a = messages.appSessions.validation;
  const valid = { userId: 'device-1', durationSeconds: 60 };

  it('accepts the bounds', async () => {
    expect(await firstError(appSessionSchema, { userId: 'u'.repeat(64), durationSeconds: 86_400, date: '2025-02-28' })).toBeNull();
    expect(await firstError(appSessionSchema, { userId: 'u', durationSeconds: 1 })).toBeNull();
  });

  it.each([
    ['userId', '', a.userIdInvalid],
    ['userId', 'u'.repeat(65), a.userIdInvalid],
    ['durationSeconds', 0, a.durationInvalid],
    ['durationSeconds', 86_401, a.durationInvalid],
    ['durationSeconds', 1.5, a.durationInvalid],
    ['durationSeconds', 'long', a.durationInvalid],
    ['date', '2025-02-29', messages.validation.invalidDate],
  ])('%s = %p is refused', async (field, value, expected) => {
    expect(await firstError(appSessionSchema, { ...valid, [field]: value })).toBe(expected);
  });
});

describe('other schemas', () => {
  it('market cities need at least one city', async () => {
    expect(await firstError(marketCitiesSchema, { locationIds: [] })).toBe('Zgjidh të paktën një lokacion.');
    expect(await firstError(marketCitiesSchema, {})).toBe('Zgjidh të paktën një lokacion.');
    expect(await marketCitiesSchema.validate({ locationIds: ['1', 2] })).toEqual({ locationIds: [1, 2] });
  });

  it('users: role, email and password rules', async () => {
    const u = messages.users.validation;
    const user = { userName: 'Ana', email: 'ana@example.al', role: 'ROLE_ADMIN', password: 'Lule-Bore-2025', marketId: '' };
    expect(await firstError(userCreateSchema, user)).toBeNull();
    expect(await firstError(userCreateSchema, { ...user, role: 'ROLE_ROOT' })).toBe(u.roleInvalid);
    expect(await firstError(userCreateSchema, { ...user, email: 'ana' })).toBe(u.emailInvalid);
    // 11 characters: the demo accounts' kind of password is no longer enough for a new one.
    expect(await firstError(userCreateSchema, { ...user, password: 'Market2025!' })).toBe(u.passwordTooShort);
    expect(await firstError(userUpdateSchema, { ...user, password: 'short' })).toBe(u.passwordTooShort);
    for (const predictable of [' '.repeat(64), '121212121212', 'aaaaaaaaaaaaaaaa']) {
      expect(await firstError(userCreateSchema, { ...user, password: predictable })).toBe(u.passwordTooSimple);
    }
    expect(await firstError(userUpdateSchema, { ...user, password: '121212121212' })).toBe(u.passwordTooSimple);
    // Blank on update means "unchanged", never a password of spaces.
    expect(await userUpdateSchema.validate({ ...user, password: ' '.repeat(64) })).not.toHaveProperty('password');
    const updated = await userUpdateSchema.validate({ ...user, password: '' });
    expect(updated).not.toHaveProperty('password');
    expect(updated).toMatchObject({ marketId: null, isActive: true });
  });

  it('ads: http(s) links only, display order from 1, image on create', async () => {
    const a = messages.ads.validation;
    const ad = { adsName: 'Reklama', adsOutsideLink: 'https://example.al/x', displayOrder: '1', adsImageUrl: file };
    expect(await adCreateSchema.validate(ad)).toMatchObject({ displayOrder: 1, active: false });
    expect(await firstError(adCreateSchema, { ...ad, adsOutsideLink: 'javascript:alert(1)' })).toBe(a.linkInvalid);
    expect(await firstError(adCreateSchema, { ...ad, displayOrder: 0 })).toBe(a.displayOrderInvalid);
    expect(await firstError(adCreateSchema, { ...ad, displayOrder: '' })).toBe(a.displayOrderRequired);
    expect(await firstError(adCreateSchema, { ...ad, adsImageUrl: undefined })).toBe(a.imageRequired);
  });

  it('job posts: trimmed title and description required', async () => {
    const j = messages.jobPosts.validation;
    expect(await firstError(jobPostSchema, { jobTitle: ' ', jobDescription: 'x' })).toBe(j.titleRequired);
    expect(await firstError(jobPostSchema, { jobTitle: 'Arkëtar', jobDescription: '' })).toBe(j.descriptionRequired);
    expect(await jobPostSchema.validate({ jobTitle: ' Arkëtar ', jobDescription: ' Punë me turne. ' })).toEqual({
      jobTitle: 'Arkëtar',
      jobDescription: 'Punë me turne.',
      active: true,
      marketId: null,
    });
  });
});
