import { USER_STATE_KEY } from './userState';
import { whenIdle } from './idle';

/** The public content this device has read, for one content version of the server. */
export const CONTENT_COPIES_KEY = `${USER_STATE_KEY}:innhold`;
/** The last class access this device was told, for one class code. */
export const ACCESS_COPY_KEY = `${USER_STATE_KEY}:tilgang`;

type Stored = { version: string; documents: Record<string, unknown> };

/** Content never crowds out the pupil's own state in the same storage (about 5 MB in browsers). */
const MAX_COPY_CHARS = 1_000_000;

const readJson = (storage: Storage | null, key: string): unknown => {
  try {
    const text = storage?.getItem(key);
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
};

const remove = (storage: Storage | null, key: string) => {
  try {
    storage?.removeItem(key);
  } catch {
    // Storage refused altogether: nothing was kept.
  }
};

const writeText = (storage: Storage | null, key: string, text: string) => {
  try {
    storage?.setItem(key, text);
  } catch {
    // Full or refused storage: the next page asks the server, as it would without copies.
    remove(storage, key);
  }
};

/**
 * A reloaded session page is drawn from this device's copy, so it shows before the adapters arrive. A copy holds for
 * one server content version (server/plugins/spa.ts); without one nothing is kept. Written at the next idle moment.
 */
export function createContentCopies(storage: Storage | null, version: string | undefined, later: (work: () => void) => void = whenIdle) {
  let stored: Stored | null = null;
  // Read once per page: another tab's later additions may be written over, and are then asked for again.
  const current = (): Stored => {
    if (stored !== null) return stored;
    const read = readJson(storage, CONTENT_COPIES_KEY) as Partial<Stored> | null;
    const valid = read !== null && read.version === version && typeof read.documents === 'object' && read.documents !== null && !Array.isArray(read.documents);
    stored = valid ? (read as Stored) : { version: version!, documents: {} };
    return stored;
  };
  let unwritten: string | null = null;
  const write = (text: string) => {
    const waiting = unwritten !== null;
    unwritten = text;
    if (waiting) return;
    later(() => {
      writeText(storage, CONTENT_COPIES_KEY, unwritten!);
      unwritten = null;
    });
  };
  return async function keep<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (!version) return load();
    const { documents } = current();
    if (Object.hasOwn(documents, key)) return documents[key] as T;
    const value = await load();
    const now = current();
    const next = { ...now, documents: { ...now.documents, [key]: value } };
    const text = JSON.stringify(next);
    if (text.length <= MAX_COPY_CHARS) {
      stored = next;
      write(text);
    }
    return value;
  };
}

export type ContentCopies = ReturnType<typeof createContentCopies>;

export function readAccessCopy<T>(storage: Storage | null, classCode: string): T | null {
  const copy = readJson(storage, ACCESS_COPY_KEY) as { classCode?: unknown; access?: T } | null;
  return copy?.classCode === classCode && copy.access !== undefined ? copy.access : null;
}

/** Counts the logouts of this page: an answer asked for before one must not bring the class back after it. */
let accessGeneration = 0;

/** Taken before asking the server, and given to `writeAccessCopy` with the answer. */
export const accessCopyGeneration = () => accessGeneration;

export function writeAccessCopy(storage: Storage | null, classCode: string, access: unknown, generation = accessGeneration): void {
  if (generation === accessGeneration) writeText(storage, ACCESS_COPY_KEY, JSON.stringify({ classCode, access }));
}

/** At logout: the next pupil on a shared device learns nothing of this one's class, not even from a late answer. */
export function forgetAccessCopy(storage: Storage | null): void {
  accessGeneration += 1;
  remove(storage, ACCESS_COPY_KEY);
}
