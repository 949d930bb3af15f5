import type { AnySchema } from 'yup';
import { messages } from '../catalogue';
import { isId, optionalId, optionalText, requiredDate, requiredId, requiredText, trimmedText } from './common';
import { adCreateSchema, appSessionSchema, loginSchema, userUpdateSchema } from './index';

async function firstError(schema: AnySchema, value: unknown): Promise<string | null> {
  return schema.validate(value).then(
    () => null,
    (error: Error) => error.message,
  );
}

// yup's trim() throws "val.trim is not a function" on arrays and objects: the builders must refuse them instead,
// with the field's message, so neither a form nor the server ever fails on such a value.
describe('text fields and values that are not text', () => {
  it.each([[[]], [['a']], [{}], [{ a: 1 }]])('refuse %j with their message instead of throwing', async (value) => {
    expect(await firstError(requiredText('Emri kërkohet.'), value)).toBe('Emri kërkohet.');
    expect(await firstError(optionalText(), value)).toBe(messages.validation.invalidText);
    expect(await firstError(trimmedText('Jo tekst.'), value)).toBe('Jo tekst.');
    expect(await firstError(requiredDate('Data kërkohet.'), value)).toBe(messages.validation.invalidDate);
  });

  it('still trim real text and read numbers as text', async () => {
    expect(await requiredText('x').validate('  Tiranë ')).toBe('Tiranë');
    expect(await optionalText().validate(null)).toBe('');
    expect(await requiredText('x').validate(42)).toBe('42');
  });

  it('keep each schema free of throws for an array in any text field', async () => {
    expect(await firstError(loginSchema, { usernameOrEmail: [], password: 'x' })).toBe(messages.login.validation.usernameOrEmailRequired);
    expect(await firstError(appSessionSchema, { userId: {}, durationSeconds: 5 })).toBe(messages.appSessions.validation.userIdInvalid);
    expect(await firstError(adCreateSchema, { adsName: 'x', adsOutsideLink: ['https://a.al'], displayOrder: 1, adsImageUrl: {} })).toBe(
      messages.ads.validation.linkInvalid,
    );
    const user = { userName: 'x', email: ['a@b.al'], role: 'ROLE_ADMIN' };
    expect(await firstError(userUpdateSchema, user)).toBe(messages.users.validation.emailInvalid);
    expect(await firstError(userUpdateSchema, { ...user, email: 'a@b.al', role: [] })).toBe(messages.users.validation.roleInvalid);
  });
});

// A form's field holds an id as text; Number() would read every one of these as 33.
describe('ids written as text', () => {
  it.each(['33.0', '33e0', '+33', ' 33', '33 ', '33\n', '0x21', '033', '-33'])('refuse %j', async (text) => {
    expect(await firstError(requiredId(), text)).toBe(messages.validation.invalidId);
    expect(await firstError(optionalId(), text)).toBe(messages.validation.invalidId);
    expect(isId(text)).toBe(false);
  });

  it('read canonical digits, numbers and blanks', async () => {
    expect(await requiredId().validate('33')).toBe(33);
    expect(await optionalId().validate(33)).toBe(33);
    expect(await optionalId().validate('')).toBeNull();
    expect(isId('33')).toBe(true);
  });
});
