import { createHash } from 'node:crypto';

/** An inline script as a Content-Security-Policy source: allowed by the hash of its exact text (security.ts). */
export const scriptHashSource = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
