import type { AnswerChanges, AnswerConflict, AnswerStamps } from '../contracts/answers';
import { mergeAnswer, sameAnswer } from './answerMerge';
import type { Responses } from './okt';

/**
 * One device's copy of a pupil's answers: `pending` holds unconfirmed edit times (server clock), `bases` a pending
 * activity's answer at its version, so another device's changes to other fields merge (answerMerge.ts).
 */
export interface AnswerSync {
  responses: Responses;
  versions: Record<string, number>;
  pending: Record<string, number>;
  bases: Record<string, unknown>;
}

/** A fresh record's responses are a list. */
export interface ServerAnswers {
  responses: Responses | unknown[];
  versions: AnswerStamps;
}

/** Spec §3: responses start with O1A empty. */
export const EMPTY_SYNC: AnswerSync = { responses: { O1A: '' }, versions: {}, pending: {}, bases: {} };

const withoutKey = <T>(map: Record<string, T>, key: string): Record<string, T> => {
  const { [key]: _, ...rest } = map;
  return rest;
};

const serverValue = (record: ServerAnswers, code: string): unknown =>
  Array.isArray(record.responses) ? undefined : (record.responses as Responses)[code];

export const hasPending = (sync: AnswerSync) => Object.keys(sync.pending).length > 0;

/** The first pending change keeps the answer it started from as its base. */
export function editAnswer(sync: AnswerSync, code: string, value: unknown, editedAt: number): AnswerSync {
  const bases = code in sync.pending ? sync.bases : { ...sync.bases, [code]: sync.responses[code] ?? null };
  return { responses: { ...sync.responses, [code]: value }, versions: sync.versions, pending: { ...sync.pending, [code]: editedAt }, bases };
}

export function changesToSend(sync: AnswerSync): AnswerChanges {
  return Object.fromEntries(
    Object.entries(sync.pending).map(([code, editedAt]) => [
      code,
      { value: sync.responses[code] ?? null, baseVersion: sync.versions[code] ?? 0, editedAt, ...(code in sync.bases ? { base: sync.bases[code] } : {}) },
    ]),
  );
}

const put = (responses: Responses, code: string, value: unknown) => {
  if (value === undefined) delete responses[code];
  else responses[code] = value;
};

/** Takes the server's answers for every activity not pending here; `changed` is another device's work. */
export function adoptRecord(sync: AnswerSync, record: ServerAnswers): { sync: AnswerSync; changed: string[] } {
  const responses: Responses = { ...sync.responses };
  const versions = { ...sync.versions };
  const changed: string[] = [];
  const codes = new Set([...Object.keys(record.versions), ...(Array.isArray(record.responses) ? [] : Object.keys(record.responses))]);
  for (const code of codes) {
    if (code in sync.pending) continue;
    const version = record.versions[code]?.version ?? 0;
    // An older copy (a save reply overtaken by a newer one) never rolls this device back.
    if (version < (versions[code] ?? 0)) continue;
    versions[code] = version;
    const value = serverValue(record, code);
    if (sameAnswer(responses[code], value)) continue;
    put(responses, code, value);
    changed.push(code);
  }
  // Nothing new: the same answers object, so no screen draws again for the server's confirmation.
  return { sync: { ...sync, responses: changed.length ? responses : sync.responses, versions }, changed };
}

/**
 * A confirmed save settles what was sent unless changed again meanwhile; such an activity moves to the server's
 * version only when the server kept what was sent, else the server merges it again.
 */
export function settleSaved(sync: AnswerSync, sent: AnswerChanges, record: ServerAnswers): { sync: AnswerSync; changed: string[] } {
  let { pending, bases } = sync;
  const versions = { ...sync.versions };
  for (const [code, change] of Object.entries(sent)) {
    const version = record.versions[code]?.version;
    if (version === undefined) continue;
    if (pending[code] === change.editedAt && sameAnswer(sync.responses[code] ?? null, change.value)) {
      pending = withoutKey(pending, code);
      bases = withoutKey(bases, code);
    } else if (code in pending) {
      if (!sameAnswer(serverValue(record, code) ?? null, change.value)) continue;
      bases = { ...bases, [code]: change.value };
    }
    versions[code] = version;
  }
  return adoptRecord({ ...sync, versions, pending, bases }, record);
}

/**
 * A refused save: each activity takes the other device's fields that did not clash; a clash goes to the newer edit,
 * and an older one here gives way (`replaced`, the pupil is told).
 */
export function resolveConflicts(sync: AnswerSync, conflicts: Record<string, AnswerConflict>): { sync: AnswerSync; replaced: string[]; changed: string[] } {
  const responses: Responses = { ...sync.responses };
  const versions = { ...sync.versions };
  let { pending, bases } = sync;
  const replaced: string[] = [];
  const changed: string[] = [];
  for (const [code, server] of Object.entries(conflicts)) {
    versions[code] = server.version;
    const editedAt = pending[code];
    const newerHere = editedAt !== undefined && editedAt > server.editedAt;
    const merged = editedAt !== undefined && code in bases ? mergeAnswer(bases[code], responses[code], server.value, newerHere ? 'ours' : 'theirs') : null;
    // Sent again on the server's version; a newer edit even with the same value, so the server's stamp is right.
    if (newerHere || (merged && !sameAnswer(merged.value, server.value ?? null))) {
      bases = { ...bases, [code]: server.value ?? null };
      if (merged && !sameAnswer(responses[code] ?? null, merged.value)) {
        (newerHere ? changed : replaced).push(code);
        put(responses, code, merged.value);
      }
      continue;
    }
    pending = withoutKey(pending, code);
    bases = withoutKey(bases, code);
    // The server already has this very answer (an earlier save whose reply was lost): nothing was replaced.
    if (sameAnswer(responses[code] ?? null, server.value ?? null)) continue;
    put(responses, code, server.value ?? undefined);
    replaced.push(code);
  }
  return { sync: { responses, versions, pending, bases }, replaced, changed };
}

/** Answers of an account that logged out before they reached the server. */
export interface UnsentAnswers {
  classCode: string;
  changes: AnswerChanges;
}

/** Puts unsent answers back as pending edits, on the versions they were based on. */
export function restoreUnsent(sync: AnswerSync, unsent: UnsentAnswers): AnswerSync {
  let next = sync;
  for (const [code, change] of Object.entries(unsent.changes)) {
    if ((next.pending[code] ?? -1) >= change.editedAt) continue;
    next = editAnswer(next, code, change.value, change.editedAt);
    const bases = change.base === undefined ? withoutKey(next.bases, code) : { ...next.bases, [code]: change.base };
    next = { ...next, versions: { ...next.versions, [code]: change.baseVersion }, bases };
  }
  return next;
}
