import type { ComponentProps } from 'react';
import { TeacherTexts } from '../../i18n/TeacherTexts';
import { AdminContainer } from './AdminContainer';

/** The admin area with its own texts (src/i18n/catalogueParts.ts): the route's lazy chunk, so no pupil's page carries either. */
export function AdminArea(props: ComponentProps<typeof AdminContainer>) {
  return (
    <TeacherTexts lang={props.lang}>
      <AdminContainer {...props} />
    </TeacherTexts>
  );
}
