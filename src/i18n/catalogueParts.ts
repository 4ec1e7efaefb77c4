/**
 * The UI texts ship in two parts per language (issue 16 kept the pupil's routes within 140 kB): what every
 * page may show, and the teacher's admin area's texts, which only /admin pages fetch. The source stays one
 * catalogue per language (src/i18n/no.json, nn.json); the build takes each part out of it.
 */
export type CataloguePart = 'pupil' | 'teacher';

/** Message ids only the admin area and «Mine data» use (src/features/admin, account, myData, AdminScreen, MyDataScreen). */
export const TEACHER_PREFIXES = ['admin.', 'account.'] as const;

export const partOf = (id: string): CataloguePart => (TEACHER_PREFIXES.some((prefix) => id.startsWith(prefix)) ? 'teacher' : 'pupil');

/** The messages of one part. */
export function pickPart<T>(messages: Record<string, T>, part: CataloguePart): Record<string, T> {
  return Object.fromEntries(Object.entries(messages).filter(([id]) => partOf(id) === part));
}

/** Vite's manifest key of a part's chunk (the catalogue imported with `?part=`). */
export const catalogueManifestKey = (lang: string, part: CataloguePart) => `src/i18n/${lang}.json?part=${part}`;
