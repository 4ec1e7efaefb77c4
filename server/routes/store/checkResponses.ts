import type { ApiFailure } from '../../../src/contracts/apiResult';
import type { ClassRecord } from '../../../src/contracts/auth';
import { ResponseValueSchema } from '../../../src/contracts/okt';

type Failure = Omit<ApiFailure, 'success'>;

/** Long enough for any activity code; an unknown key is echoed in `field` no longer than this. */
const MAX_FIELD_KEY = 40;

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
    if (!ResponseValueSchema.safeParse(value).success) return { error: 'ValidationError', messageKey: 'txt_error_invalid_answer', field };
  }
  return undefined;
}
