/** A token's expiry on this device's clock, now plus its lifetime (exp − iat): school computers' clocks can be hours off. */
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
