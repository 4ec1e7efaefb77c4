import type { ReactNode } from 'react';
import { LoadingPanel } from '../design/LoadingPanel';
import type { Lang } from '../contracts/lang';
import { PartTexts } from './PartTexts';
import { loadTeacherTexts, TEACHER_MARKER } from './teacherTextsLoader';

/** The admin area's texts (catalogueParts.ts) beside the page's own: no pupil's page carries them. Until they arrive the area shows as loading. */
export function TeacherTexts({ lang, children }: { lang: Lang; children: ReactNode }) {
  return (
    <PartTexts lang={lang} marker={TEACHER_MARKER} load={loadTeacherTexts} fallback={<LoadingPanel id="teacher-texts" />}>
      {children}
    </PartTexts>
  );
}
