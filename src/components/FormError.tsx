import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import type { AuthFailure } from '../../machines/authErrors';
import type { Lang } from '../contracts/lang';
import { StatusMessage } from '../design/StatusMessage';

/** A failure that belongs to no single field, said once and read out at once. */
export function FormError({ id, lang, error }: { id: string; lang: Lang; error: AuthFailure }) {
  return (
    <StatusMessage id={id} variant="error" as="div" live="alert">
      <FormattedMessage id={`error.${error.messageKey}`} tagName="p" />
      {error.messageKey === 'txt_error_teachers_must_use_veiledere_page' && (
        <p>
          <Link href={`/${lang}/veiledere`}>
            <FormattedMessage id="nav.teachers" />
          </Link>
        </p>
      )}
    </StatusMessage>
  );
}
