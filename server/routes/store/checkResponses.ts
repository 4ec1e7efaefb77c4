import type { AnswerChanges } from '../../../src/contracts/answers';
import type { ApiFailure } from '../../../src/contracts/apiResult';
import type { ClassRecord } from '../../../src/contracts/auth';

type Failure = Omit<ApiFailure, 'success'>;

/** Long enough for any activity code; an unknown key is echoed in `field` no longer than this. */
const MAX_FIELD_KEY = 40;

const MAX_TEXT = 5000;
const MAX_LIST = 50;

const isScalar = (value: unknown) =>
  value === null || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value)) || (typeof value === 'string' && value.length <= MAX_TEXT);
const isScalarList = (value: unknown) => Array.isArray(value) && value.length <= MAX_LIST && value.every(isScalar);

/** ResponseValueSchema (src/contracts/okt.ts) written out for speed; checkResponses.test.ts keeps the two in step. */
export function isResponseValue(value: unknown): boolean {
  if (isScalar(value) || isScalarList(value)) return true;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  // Refused as Fastify's JSON parser does: it would become the prototype of any copy spread from the value.
  if (Object.hasOwn(value, '__proto__')) return false;
  return Object.entries(value).every(([key, field]) => key.length <= MAX_FIELD_KEY && (isScalar(field) || isScalarList(field)));
}

/** The empty list a record is created with (spec §3), or answers keyed by known activity codes: they are kept for ever. */
export function findResponsesProblem(responses: ClassRecord['responses'], activityCodes: ReadonlySet<string>): Failure | undefined {
  if (Array.isArray(responses)) {
    return responses.length === 0 ? undefined : { error: 'ValidationError', messageKey: 'txt_error_invalid_answer', field: 'responses' };
  }
  for (const [code, value] of Object.entries(responses)) {
    const field = `responses.${code.slice(0, MAX_FIELD_KEY)}`;
    if (!activityCodes.has(code)) return { error: 'ValidationError', messageKey: 'txt_error_invalid_activity', field };
    if (!isResponseValue(value)) return { error: 'ValidationError', messageKey: 'txt_error_invalid_answer', field };
  }
  return undefined;
}

/** The same rules for a per-activity save; `null` clears an answer. */
export function findChangesProblem(changes: AnswerChanges, activityCodes: ReadonlySet<string>): Failure | undefined {
  for (const [code, change] of Object.entries(changes)) {
    const field = `changes.${code.slice(0, MAX_FIELD_KEY)}`;
    if (!activityCodes.has(code)) return { error: 'ValidationError', messageKey: 'txt_error_invalid_activity', field };
    if (change.value !== null && !isResponseValue(change.value)) return { error: 'ValidationError', messageKey: 'txt_error_invalid_answer', field };
    if (change.base !== undefined && change.base !== null && !isResponseValue(change.base)) return { error: 'ValidationError', messageKey: 'txt_error_invalid_answer', field };
  }
  return undefined;
}
