import type { Lang } from './lang';

/** The class's progress as CSV: `GET` (bearer, teacher, own class) with `?lang=no|nn` for the header row. */
export const classExportPath = (classCode: string) => `list/class/${encodeURIComponent(classCode)}/progress.csv`;

/** The same in the server's Content-Disposition and where the browser saves it. */
export const classExportFileName = (classCode: string, lang: Lang) => `klasse-${classCode}-${lang === 'nn' ? 'framdrift' : 'fremdrift'}.csv`;
