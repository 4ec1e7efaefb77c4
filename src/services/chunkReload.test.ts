import { describe, expect, it } from 'vitest';
import { claimReload } from './chunkReload';
import { RELOAD_GUARD_MS } from '../contracts/reloadGuard';

describe('claimReload', () => {
  it('allows the first reload of a path', () => {
    expect(claimReload(sessionStorage, '/no/faq', 1_000_000)).toBe(true);
  });

  it('refuses a second reload of the same path within 10 seconds', () => {
    claimReload(sessionStorage, '/no/side/om', 1_000_000);
    expect(claimReload(sessionStorage, '/no/side/om', 1_000_000 + RELOAD_GUARD_MS - 1)).toBe(false);
  });

  it('allows it again after 10 seconds', () => {
    claimReload(sessionStorage, '/no/start', 2_000_000);
    expect(claimReload(sessionStorage, '/no/start', 2_000_000 + RELOAD_GUARD_MS)).toBe(true);
  });

  it('keeps paths apart', () => {
    claimReload(sessionStorage, '/no/a', 3_000_000);
    expect(claimReload(sessionStorage, '/no/b', 3_000_000)).toBe(true);
  });
});
