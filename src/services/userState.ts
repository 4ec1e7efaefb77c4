import type { UnsentAnswers } from '../domain/answerSync';

/** Spec §9: the persisted store key. */
export const USER_STATE_KEY = 'ueokonomiapp';
const UNREADABLE_KEY = `${USER_STATE_KEY}:unreadable`;

type Json = null | string | number | boolean | Json[] | { [key: string]: Json };

// Hand-written checks rather than a schema library: this runs on the first page load, where every kilobyte counts.
const isJson = (value: unknown, depth = 0): value is Json => {
  if (depth > 20) return false;
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every((v) => isJson(v, depth + 1));
  return typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype && Object.values(value).every((v) => isJson(v, depth + 1));
};
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const stringOrNull = (value: unknown): value is string | null => value === null || typeof value === 'string';
const numberOrNull = (value: unknown): value is number | null => value === null || (typeof value === 'number' && Number.isFinite(value));
const boolean = (value: unknown): value is boolean => typeof value === 'boolean';
const isNumberMap = (value: unknown): value is Record<string, number> =>
  isObject(value) && Object.values(value).every((v) => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0);

const field = <T>(isValid: (value: unknown) => value is T, initial: T) => ({ isValid, initial });

/** The user state of spec §3, field by field as it is read back. Objects filled by the sessions stay open-ended JSON. */
const FIELDS = {
  /** The self-hosted identity provider's session (what the Firebase SDK would keep for itself). */
  email: field(stringOrNull, null),
  idToken: field(stringOrNull, null),
  idTokenExpiresAt: field(numberOrNull, null),
  wpJwtToken: field(stringOrNull, null),
  expiryTime: field(numberOrNull, null),
  isLoggedIn: field(boolean, false),
  isNewUser: field(boolean, false),
  firestoreUserId: field(stringOrNull, null),
  classCode: field(stringOrNull, null),
  job: field(isJson, null),
  creditPurchase: field(isJson, null),
  unexpectedExpense: field(isJson, null),
  insuranceTotal: field(numberOrNull, null),
  sections: field((value: unknown): value is Json[] => Array.isArray(value) && isJson(value), []),
  // Spec §3: responses start with O1A empty.
  responses: field((value: unknown): value is Record<string, Json> => isObject(value) && isJson(value), { O1A: '' }),
  /** The server version each answer is based on, and the activities changed here not yet confirmed. */
  versions: field(isNumberMap, {}),
  pendingEdits: field(isNumberMap, {}),
  needsSave: field(boolean, false),
  pdfButtonStatus: field(boolean, false),
  classObject: field(isJson, null),
  canAdmin: field(boolean, false),
  fylkeEmail: field(stringOrNull, null),
  passwordResetType: field((value: unknown): value is 'teacher' | 'other' | null => value === null || value === 'teacher' || value === 'other', null),
  /** Beyond spec §3: a Feide teacher's teaching groups; the server checks each grant's signature. */
  feideGroups: field(
    (value: unknown): value is { name: string; grant: string; school?: string }[] | null =>
      value === null || (Array.isArray(value) && value.every((g: { name?: unknown; grant?: unknown }) => typeof g?.name === 'string' && typeof g.grant === 'string')),
    null,
  ),
};

export type UserState = { [K in keyof typeof FIELDS]: (typeof FIELDS)[K]['isValid'] extends (value: unknown) => value is infer T ? T : never };

export const INITIAL_USER_STATE = Object.fromEntries(Object.entries(FIELDS).map(([key, { initial }]) => [key, initial])) as UserState;

/** Restores the saved state field by field, so one bad field never loses answers; anything unreadable is set aside, not deleted. */
export function readUserState(storage: Storage): UserState {
  const raw = storage.getItem(USER_STATE_KEY);
  if (raw === null) return INITIAL_USER_STATE;
  let saved: unknown;
  try {
    saved = JSON.parse(raw);
  } catch {
    saved = undefined;
  }
  if (typeof saved !== 'object' || saved === null || Array.isArray(saved)) {
    storage.setItem(UNREADABLE_KEY, raw);
    return INITIAL_USER_STATE;
  }
  const state: Record<string, unknown> = { ...INITIAL_USER_STATE };
  let setAside = false;
  for (const [key, { isValid }] of Object.entries(FIELDS)) {
    if (!(key in saved)) continue;
    const value = (saved as Record<string, unknown>)[key];
    if (isValid(value)) state[key] = value;
    else setAside = true;
  }
  if (setAside) storage.setItem(UNREADABLE_KEY, raw);
  return state as unknown as UserState;
}

export function writeUserState(storage: Storage, state: UserState): void {
  try {
    storage.setItem(USER_STATE_KEY, JSON.stringify(state));
  } catch {
    // Storage full or blocked (private mode): the server copy is still the source of truth.
  }
}

const unsentKey = (userId: string) => `${USER_STATE_KEY}:unsent:${userId}`;

/** Answers an account could not send before logout, kept under that account only until its next sign-in here. */
export function readUnsent(storage: Storage, userId: string): UnsentAnswers | null {
  try {
    const saved = JSON.parse(storage.getItem(unsentKey(userId)) ?? 'null') as unknown;
    if (!isObject(saved) || typeof saved.classCode !== 'string' || !isObject(saved.changes)) return null;
    const changes = Object.entries(saved.changes).filter(([, c]) => isObject(c) && isJson(c.value) && Number.isSafeInteger(c.baseVersion) && Number.isSafeInteger(c.editedAt));
    return { classCode: saved.classCode, changes: Object.fromEntries(changes) as UnsentAnswers['changes'] };
  } catch {
    return null;
  }
}

export function writeUnsent(storage: Storage, userId: string, unsent: UnsentAnswers): void {
  try {
    storage.setItem(unsentKey(userId), JSON.stringify(unsent));
  } catch {
    // Storage full or blocked: nothing more this device can do for them.
  }
}

export function dropUnsent(storage: Storage, userId: string): void {
  storage.removeItem(unsentKey(userId));
}
