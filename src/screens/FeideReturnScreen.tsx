import { FormattedMessage, useIntl } from 'react-intl';
import { useDocumentTitle } from '../components/useDocumentTitle';
import { Card } from '../design/Card';

/**
 * /{lang}/feide/{side}: back from Feide while the sign-in is collected. The auth machine then goes on to
 * the start page, the teacher's classes, or back to the sign-in page with what went wrong.
 */
export default function FeideReturnScreen() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'login.feide.returning' }));
  return (
    <Card aria-busy="true" aria-labelledby="feide-return-title">
      <h1 id="feide-return-title">
        <FormattedMessage id="login.feide.returning" />
      </h1>
      <div className="skeleton" aria-hidden="true" />
    </Card>
  );
}
