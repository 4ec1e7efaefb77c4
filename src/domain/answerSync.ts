import type { AnswerChanges, AnswerConflict, AnswerStamps } from '../contracts/answers';
import type { Responses } from './okt';
import { sameAnswer } from './sameAnswer';

/**
 * One device's copy of a pupil's answers in a class, kept in step with the server per activity
 * (issue 13). `versions` says which server version each shown answer is based on; `pending` holds the
 * activities changed here and not yet confirmed, with when they were changed (on the server's clock).
 */
export interface AnswerSync {
  responses: Responses;
  versions: Record<string, number>;
  pending: Record<string, number>;
}

/** What a server record brings: the answers and their stamps (a fresh record's responses are a list). */
export interface ServerAnswers {
  responses: Responses | unknown[];
  versions: AnswerStamps;
}

/** Spec §3: responses start with O1A empty. */
export const EMPTY_SYNC: AnswerSync = { responses: { O1A: '' }, versions: {}, pending: {} };

const withoutKey = <T>(map: Record<string, T>, key: string): Record<string, T> => {
  const { [key]: _, ...rest } = map;
  return rest;
};

const serverValue = (record: ServerAnswers, code: string): unknown =>
  Array.isArray(record.responses) ? undefined : (record.responses as Responses)[code];

export const hasPending = (sync: AnswerSync) => Object.keys(sync.pending).length > 0;

/** The pupil changed an answer here: shown at once, and to be sent. */
export function editAnswer(sync: AnswerSync, code: string, value: unknown, editedAt: number): AnswerSync {
  return { ...sync, responses: { ...sync.responses, [code]: value }, pending: { ...sync.pending, [code]: editedAt } };
}

/** The changes a save sends: each pending activity with the version its value was based on. */
export function changesToSend(sync: AnswerSync): AnswerChanges {
  return Object.fromEntries(
    Object.entries(sync.pending).map(([code, editedAt]) => [code, { value: sync.responses[code] ?? null, baseVersion: sync.versions[code] ?? 0, editedAt }]),
  );
}

/**
 * Takes the server's answers for every activity not changed here since (those keep their local value
 * until their own save settles them). Answers the codes whose shown value changed: another device's work.
 */
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
    if (value === undefined) delete responses[code];
    else responses[code] = value;
    changed.push(code);
  }
  // Nothing new: the same answers object, so no screen draws again for the server's confirmation.
  return { sync: { ...sync, responses: changed.length ? responses : sync.responses, versions }, changed };
}

/**
 * A save was confirmed: the activities sent are settled unless the pupil changed them again while it
 * was under way, and the rest of the record is taken as in adoptRecord.
 */
export function settleSaved(sync: AnswerSync, sent: AnswerChanges, record: ServerAnswers): { sync: AnswerSync; changed: string[] } {
  let pending = sync.pending;
  const versions = { ...sync.versions };
  for (const [code, change] of Object.entries(sent)) {
    const version = record.versions[code]?.version;
    if (version !== undefined) versions[code] = version;
    if (pending[code] === change.editedAt && sameAnswer(sync.responses[code] ?? null, change.value)) pending = withoutKey(pending, code);
  }
  return adoptRecord({ ...sync, versions, pending }, record);
}

/**
 * A save was refused because another device changed some of the same activities first. For each, the
 * newer edit wins: this device's is sent again on top of the server's version; an older one gives way
 * to the server's answer, and the pupil is told (`replaced`).
 */
export function resolveConflicts(sync: AnswerSync, conflicts: Record<string, AnswerConflict>): { sync: AnswerSync; replaced: string[] } {
  const responses: Responses = { ...sync.responses };
  const versions = { ...sync.versions };
  let pending = sync.pending;
  const replaced: string[] = [];
  for (const [code, server] of Object.entries(conflicts)) {
    versions[code] = server.version;
    const editedAt = pending[code];
    // Newer here: sent again, even with the same value, so the server's stamp says how new it is.
    if (editedAt !== undefined && editedAt > server.editedAt) continue;
    pending = withoutKey(pending, code);
    // The server already has this very answer (an earlier save whose reply was lost): nothing was replaced.
    if (sameAnswer(responses[code] ?? null, server.value ?? null)) continue;
    if (server.value === null || server.value === undefined) delete responses[code];
    else responses[code] = server.value;
    replaced.push(code);
  }
  return { sync: { responses, versions, pending }, replaced };
}

/** Answers kept on this device for an account that logged out before they reached the server. */
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
    next = { ...next, versions: { ...next.versions, [code]: change.baseVersion } };
  }
  return next;
}
