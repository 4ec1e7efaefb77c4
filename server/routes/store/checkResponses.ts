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

/**
 * The same rule as ResponseValueSchema (src/contracts/okt.ts), written out: every save checks about twenty
 * answers, and zod's union, which builds an error for each branch it rejects, took a tenth of a save's time.
 * checkResponses.test.ts holds the two to the same answers.
 */
export function isResponseValue(value: unknown): boolean {
  if (isScalar(value) || isScalarList(value)) return true;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  // An own `__proto__` key is refused, as Fastify's JSON parser refuses it in a body; zod's record passes over it
  // unchecked, so it would be kept, whatever it held, and become the prototype of any copy spread from it.
  if (Object.hasOwn(value, '__proto__')) return false;
  return Object.entries(value).every(([key, field]) => key.length <= MAX_FIELD_KEY && (isScalar(field) || isScalarList(field)));
}

/**
 * `responses` is the empty list a record is created with (spec §3), or answers keyed by activity codes
 * the session content has. Anything else would be kept for ever and read back by every device.
 */
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

/** The same rules for a per-activity save: every change names an activity the content has, and `null` clears it (or stands for no base). */
export function findChangesProblem(changes: AnswerChanges, activityCodes: ReadonlySet<string>): Failure | undefined {
  for (const [code, change] of Object.entries(changes)) {
    const field = `changes.${code.slice(0, MAX_FIELD_KEY)}`;
    if (!activityCodes.has(code)) return { error: 'ValidationError', messageKey: 'txt_error_invalid_activity', field };
    if (change.value !== null && !isResponseValue(change.value)) return { error: 'ValidationError', messageKey: 'txt_error_invalid_answer', field };
    // A base is only compared with, never stored, but is held to the same shape as the answers it stands for.
    if (change.base !== undefined && change.base !== null && !isResponseValue(change.base)) return { error: 'ValidationError', messageKey: 'txt_error_invalid_answer', field };
  }
  return undefined;
}
