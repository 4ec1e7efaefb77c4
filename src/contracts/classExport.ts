import type { Lang } from './lang';

/**
 * The class's progress as a CSV file for the school's learning platform: `GET` this path (bearer, teacher, own class
 * only) with `?lang=no|nn` for the header row's language.
 */
export const classExportPath = (classCode: string) => `list/class/${encodeURIComponent(classCode)}/progress.csv`;

/** The file's name, the same in the server's Content-Disposition and where the browser saves it: `klasse-KX7P2M-fremdrift.csv`. */
export const classExportFileName = (classCode: string, lang: Lang) => `klasse-${classCode}-${lang === 'nn' ? 'framdrift' : 'fremdrift'}.csv`;
