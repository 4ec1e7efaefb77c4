import { describe, expect, it } from 'vitest';
import { checkNewPassword, hashPassword, isCommonPassword, verifyPassword } from './passwords';

describe('password policy', () => {
  it.each(['passord', 'Passord123', 'HEMMELIG', 'sommer2024', 'vinter2025', 'norge123', 'qwerty123', '12345678', 'abcd1234', 'Password1', 'iloveyou'])(
    'knows %s as a common password whatever its case',
    (password) => {
      expect(isCommonPassword(password)).toBe(true);
    },
  );

  it.each(['lærer2026', 'økonomi2026', 'elev12345678', 'Laerer2026!', 'okonomi_2027', '2026skolen', 'Klassen1234', 'lærar2026', 'budsjett2026', 'passord 2026'])(
    'refuses the documented context word %s, a product or school word with digits',
    (password) => {
      expect(checkNewPassword(password)).toEqual({ error: 'auth/weak-password', messageKey: 'txt_error_password_common', field: 'password' });
    },
  );

  it('lets a context word through inside a longer password', () => {
    expect(checkNewPassword('lærer på tur 2026')).toBeUndefined();
    expect(checkNewPassword('elevrådsleder9')).toBeUndefined();
  });

  it('lets an uncommon password through', () => {
    expect(isCommonPassword('blåbærsyltetøy på fjellet')).toBe(false);
    expect(checkNewPassword('blåbærsyltetøy på fjellet')).toBeUndefined();
  });

  it('refuses the e-mail address or its name part as password', () => {
    expect(checkNewPassword('kari.nordmann', 'kari.nordmann@skole.no')).toMatchObject({ error: 'auth/weak-password', field: 'password' });
    expect(checkNewPassword('Kari.Nordmann@skole.no', 'kari.nordmann@skole.no')).toMatchObject({ error: 'auth/weak-password' });
    expect(checkNewPassword('kari.nordmann2026', 'kari.nordmann@skole.no')).toMatchObject({ error: 'auth/weak-password' });
  });

  it('refuses a common password with the weak-password code and its own message key', () => {
    expect(checkNewPassword('passord123')).toEqual({ error: 'auth/weak-password', messageKey: 'txt_error_password_common', field: 'password' });
  });

  it('refuses too short and too long passwords with the contract message keys', () => {
    expect(checkNewPassword('kort')).toMatchObject({ messageKey: 'txt_error_password_too_short', field: 'password' });
    expect(checkNewPassword('x'.repeat(129))).toMatchObject({ messageKey: 'txt_error_password_too_long', field: 'password' });
    expect(checkNewPassword('a'.repeat(8) + 'b'.repeat(120))).toBeUndefined();
  });
});

describe('password hashing', () => {
  it('stores argon2id with the OWASP minimum parameters and verifies only the right password', async () => {
    const stored = await hashPassword('riktig hest batteri');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(stored, 'riktig hest batteri')).toBe(true);
    expect(await verifyPassword(stored, 'Riktig hest batteri')).toBe(false);
  });

  it('answers false without an account, after doing the same work', async () => {
    const started = performance.now();
    expect(await verifyPassword(undefined, 'hva som helst')).toBe(false);
    // A real argon2 verify at these parameters takes well over a millisecond.
    expect(performance.now() - started).toBeGreaterThan(2);
  });

  it('reads a damaged stored hash as a wrong password', async () => {
    expect(await verifyPassword('not-a-hash', 'x')).toBe(false);
  });
});
