import { useEffect } from 'react';
import { useIntl } from 'react-intl';

/** Each screen names itself, so a screen reader and the tab strip say where the pupil is. */
export function useDocumentTitle(title: string | undefined) {
  const intl = useIntl();
  const appName = intl.formatMessage({ id: 'app.name' });
  useEffect(() => {
    document.title = title ? `${title} – ${appName}` : appName;
  }, [title, appName]);
}
