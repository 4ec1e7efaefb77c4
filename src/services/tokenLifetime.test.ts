import { describe, expect, it } from 'vitest';
import { expiryOnThisDevice } from './tokenLifetime';

const jwt = (claims: object) => `eyJhbGciOiJIUzI1NiJ9.${btoa(JSON.stringify(claims)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.c2ln`;

describe('expiryOnThisDevice', () => {
  it('counts the token’s lifetime from this device’s now, whatever the server’s clock says', () => {
    const token = jwt({ sub: 'u', iat: 1_000, exp: 1_000 + 8 * 3600 });
    expect(expiryOnThisDevice(token, 42, 5_000_000)).toBe(5_000_000 + 8 * 3600 * 1000);
  });

  it('falls back to the server’s expiry for a token it cannot read', () => {
    expect(expiryOnThisDevice('not-a-jwt', 123_456)).toBe(123_456);
    expect(expiryOnThisDevice(jwt({ iat: 10 }), 777)).toBe(777);
  });
});
