import { createHash } from 'node:crypto';
import type { OktContent } from '../../src/contracts/okt';
import type { Lang } from '../../src/contracts/lang';

/**
 * Issue 20: names the session content the session pages were drawn from at build time (src/prerender.tsx). The
 * server sends them only while it serves the same content (CONTENT_DIR may point elsewhere, or be edited after the
 * build); otherwise the browser draws those pages, as before.
 */
export function shellContentKey(okter: Record<Lang, readonly OktContent[]>): string {
  return createHash('sha256').update(JSON.stringify(okter)).digest('base64url').slice(0, 22);
}
