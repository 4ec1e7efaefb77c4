/**
 * The rules of a display name, without zod, so «Mine data» checks a name with the server's own rules
 * without loading a schema library (src/contracts/displayName.ts builds the server's schema from these).
 */

/** A display name is 1–30 characters once tidied; an empty one clears it. */
export const DISPLAY_NAME_MAX = 30;

/**
 * Letters of any script (with their combining marks, so «Å» typed as A + ring counts), digits, spaces, hyphen and
 * apostrophe (straight or typographic). Nothing else: no control or format characters, so no NUL (PostgreSQL refuses
 * it) and no bidi overrides that could make the name read otherwise on the teacher's screen.
 */
const ALLOWED = /^[\p{L}\p{M}\p{Nd} '’-]+$/u;

/** The name as stored: in NFC, trimmed, inner runs of spaces made one. '' means «no display name». */
export const tidyDisplayName = (value: string) => value.normalize('NFC').trim().replace(/ {2,}/g, ' ');

/** Why a tidied name is refused, as a message key (shown as `error.…`), or null when it is fine. */
export function displayNameIssue(tidied: string): 'txt_error_display_name_too_long' | 'txt_error_display_name_invalid' | null {
  // In characters as a person counts them (code points), not UTF-16 units.
  if ([...tidied].length > DISPLAY_NAME_MAX) return 'txt_error_display_name_too_long';
  if (tidied !== '' && !ALLOWED.test(tidied)) return 'txt_error_display_name_invalid';
  return null;
}

/** Why a typed name is refused, or null when it is fine. */
export const displayNameProblem = (typed: string) => displayNameIssue(tidyDisplayName(typed));
