import type { Lang } from '../contracts/lang';
import type { Messages } from './useCatalogue';

/** The teacher's part of a language's texts (none on failure); apart from TeacherTexts, so the entry takes nothing of the kit chunk. */
export const loadTeacherTexts = (lang: Lang): Promise<Messages> =>
  (lang === 'nn' ? import('catalogue:nn/teacher') : import('catalogue:no/teacher')).then((m) => m.default, () => ({}));

/** A text of the teacher's part (catalogueParts.test.ts holds it there): where it is, the whole part is. */
export const TEACHER_MARKER = 'veiledere.title';
