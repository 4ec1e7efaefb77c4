import os from 'node:os';
import { type Algorithm, hash, verify } from '@node-rs/argon2';
import { AUTH_ERROR, NewPasswordSchema } from '../../src/contracts/auth';
import type { ApiFailure } from '../../src/contracts/apiResult';
import { COMMON_PASSWORDS, CONTEXT_WORDS } from './commonPasswords';
import { Turns } from '../turns';

// The OWASP minimum for argon2id. @node-rs/argon2 runs on the libuv thread pool, so the event loop stays free.
const ARGON2_OPTIONS = { algorithm: 2 as Algorithm, memoryCost: 19456, timeCost: 2, parallelism: 1 };

/** One hash fewer than the cores at once, so a class signing in together never starves the event loop. */
const hashing = new Turns(Math.max(1, os.availableParallelism() - 1));

/** A hash of a random, forgotten password with the same parameters: verifying against it costs what a real check costs. */
const DUMMY_HASH = '$argon2id$v=19$m=19456,t=2,p=1$um26y2iZC0OQMzoUp+Bk1A$BLmy9dAAyf7jgo1qDONC47oNC7fDWFmIbQzWbLNv2x0';

export function hashPassword(password: string): Promise<string> {
  return hashing.run(() => hash(password, ARGON2_OPTIONS));
}

/** Without a hash (no such account) it does the same work, so response time does not tell whether an account exists. */
export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  try {
    const ok = await hashing.run(() => verify(storedHash ?? DUMMY_HASH, password));
    return storedHash !== undefined && ok;
  } catch {
    // A malformed stored hash must read as a wrong password, not as a server error.
    return false;
  }
}

/** The password without digits, spaces and signs before and after it: «Lærer2026!» reads «lærer». */
const wordCore = (candidate: string) => candidate.replace(/^[\d\s\p{P}\p{S}]+|[\d\s\p{P}\p{S}]+$/gu, '');

export function isCommonPassword(password: string, email?: string): boolean {
  const candidate = password.normalize('NFC').toLowerCase();
  if (COMMON_PASSWORDS.has(candidate)) return true;
  // NIST SP 800-63B: also refuse words from the context, the product's own and the account's e-mail address, with digits or not.
  const core = wordCore(candidate);
  if (CONTEXT_WORDS.has(core)) return true;
  if (!email) return false;
  const address = email.toLowerCase();
  return candidate === address || core === address || core === address.split('@')[0];
}

/** 8–128 characters and not a common one; no composition rules, which make passwords harder to remember, not stronger. */
export function checkNewPassword(password: string, email?: string): Omit<ApiFailure, 'success'> | undefined {
  const length = NewPasswordSchema.safeParse(password);
  if (!length.success) {
    return { error: 'ValidationError', messageKey: length.error.issues[0]?.message ?? 'txt_error_password_too_short', field: 'password' };
  }
  if (isCommonPassword(password, email)) {
    return { error: AUTH_ERROR.weakPassword, messageKey: 'txt_error_password_common', field: 'password' };
  }
  return undefined;
}
