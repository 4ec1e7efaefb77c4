import type { ComponentProps } from 'react';
import { TeacherTexts } from '../../i18n/TeacherTexts';
import { AdminContainer } from './AdminContainer';

// From this module, so that hydrating the class view (src/app/screens.tsx) does not split AdminContainer into a chunk of its own.
export { preloadProgressPart } from './AdminContainer';

/** The admin area with its own texts (src/i18n/catalogueParts.ts): the route's lazy chunk, so no pupil's page carries either. */
export function AdminArea(props: ComponentProps<typeof AdminContainer>) {
  return (
    <TeacherTexts lang={props.lang}>
      <AdminContainer {...props} />
    </TeacherTexts>
  );
}
