/**
 * The UI texts ship in parts per language, so a route's first load carries only its own (docs/decisions/first-load-budget.md).
 * The source stays one catalogue per language (no.json, nn.json); the build takes each part out of it.
 */
export const CATALOGUE_PARTS = ['pupil', 'teacher', 'activities', 'okt3', 'later', 'signin'] as const;
export type CataloguePart = (typeof CATALOGUE_PARTS)[number];

/** Message ids only the admin area, «Mine data» and the teacher's sign-in page use. */
export const TEACHER_PREFIXES = ['admin.', 'account.', 'veiledere.', 'teacherForm.', 'teacherLogin.', 'teacherStatus.'] as const;

/** The sign-in pages' own texts (src/i18n/SigninTexts.tsx), but not the two ids other pages use too. */
export const SIGNIN_PREFIXES = ['login.', 'auth.', 'landing.', 'mustChange.'] as const;
const SHARED_SIGNIN_IDS: ReadonlySet<string> = new Set(['login.busy', 'login.password.hint']);
/** Errors only the sign-in forms show (the auth machine's, the sign-in, reset and Feide routes'). */
export const SIGNIN_ERRORS: ReadonlySet<string> = new Set(
  ['login', 'class_code_required', 'teachers_must_use_veiledere_page', 'not_a_teacher', 'reset_code_invalid', 'display_name_required', 'too_many_accounts'].map(
    (key) => `error.txt_error_${key}`,
  ),
);
const FEIDE_ERRORS = /^error\.txt_error_feide_/;

/** Message ids of parts that show after their page or below what the pupil works on (src/i18n/LaterTexts.tsx wraps them). */
export const LATER_PREFIXES = ['chart.', 'oktComplete.', 'lineChoice.', 'livedBudget.', 'knowledgeTest.', 'knowledgeResult.'] as const;

/** The activities' own texts (src/activities/lazyActivity.ts), less those the summary and the PDF show too; økt 3's are a part of their own. */
export const ACTIVITY_PREFIXES = ['industry', 'job', 'netPay', 'budget', 'unexpected', 'cover', 'budgetModified'].map((activity) => `activity.${activity}.`);
export const OKT3_PREFIXES = ['creditPurchase', 'saving', 'credit', 'payment', 'pocket', 'debt'].map((activity) => `activity.${activity}.`);

/** Server errors only the admin area and «Mine data» can receive; a display name's are the pupil's (the sign-up form checks it). */
export const TEACHER_ERRORS: ReadonlySet<string> = new Set(
  ['school_year', 'delete_confirm', 'pupil_not_found', 'teacher_without_county', 'school_limit', 'session_not_found', 'feide_group_invalid', 'feide_group_has_class', 'delete_word', 'no_password_with_feide', 'not_your_pupil', 'class_limit'].map(
    (key) => `error.txt_error_${key}`,
  ),
);

export const partOf = (id: string): CataloguePart =>
  TEACHER_PREFIXES.some((prefix) => id.startsWith(prefix)) || TEACHER_ERRORS.has(id)
    ? 'teacher'
    : (SIGNIN_PREFIXES.some((prefix) => id.startsWith(prefix)) && !SHARED_SIGNIN_IDS.has(id)) || SIGNIN_ERRORS.has(id) || FEIDE_ERRORS.test(id)
      ? 'signin'
    : ACTIVITY_PREFIXES.some((prefix) => id.startsWith(prefix))
      ? 'activities'
      : OKT3_PREFIXES.some((prefix) => id.startsWith(prefix))
        ? 'okt3'
      : LATER_PREFIXES.some((prefix) => id.startsWith(prefix))
        ? 'later'
        : 'pupil';

export function pickPart<T>(messages: Record<string, T>, part: CataloguePart): Record<string, T> {
  return Object.fromEntries(Object.entries(messages).filter(([id]) => partOf(id) === part));
}

/** Vite's manifest key of a part's chunk (the catalogue imported with `?part=`). */
export const catalogueManifestKey = (lang: string, part: CataloguePart) => `src/i18n/${lang}.json?part=${part}`;
