/** The rules of a display name, without zod, for «Mine data» and src/contracts/displayName.ts alike. */

export const DISPLAY_NAME_MAX = 30;

/**
 * Letters of any script with their combining marks, digits, spaces, hyphen and apostrophes. No control or format
 * characters: no NUL (PostgreSQL refuses it), no bidi overrides that could make the name read otherwise.
 */
const ALLOWED = /^[\p{L}\p{M}\p{Nd} '’-]+$/u;

/** '' means «no display name». */
export const tidyDisplayName = (value: string) => value.normalize('NFC').trim().replace(/ {2,}/g, ' ');

export function displayNameIssue(tidied: string): 'txt_error_display_name_too_long' | 'txt_error_display_name_invalid' | null {
  // In characters as a person counts them (code points), not UTF-16 units.
  if ([...tidied].length > DISPLAY_NAME_MAX) return 'txt_error_display_name_too_long';
  if (tidied !== '' && !ALLOWED.test(tidied)) return 'txt_error_display_name_invalid';
  return null;
}

export const displayNameProblem = (typed: string) => displayNameIssue(tidyDisplayName(typed));
