/**
 * A token's expiry on this device's clock: now plus the lifetime the server gave it (exp − iat).
 * School computers' clocks can be hours off; comparing the server's expiry time with such a clock
 * would end a sign-in at once, or never.
 */
export function expiryOnThisDevice(token: string, serverExpiresAt: number, now: number = Date.now()): number {
  try {
    const payload = token.split('.')[1] ?? '';
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const { exp, iat } = JSON.parse(json) as { exp?: unknown; iat?: unknown };
    if (typeof exp === 'number' && typeof iat === 'number' && exp > iat) return now + (exp - iat) * 1000;
  } catch {
    // Not a JWT we can read: fall back to the server's own time.
  }
  return serverExpiresAt;
}
