import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { Lang } from '../contracts/lang';
import { useDocumentTitle } from '../components/useDocumentTitle';

/** /{lang}/start-pa-nytt: says plainly what starting over deletes before anything is deleted. */
export function StartOverScreen({ lang }: { lang: Lang }) {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'startOver.title' }));
  return (
    <section className="panel narrow" aria-labelledby="start-over-title">
      <h1 id="start-over-title">
        <FormattedMessage id="startOver.title" />
      </h1>
      <p>
        <FormattedMessage id="startOver.body" />
      </p>
      <p className="actions">
        <Link href={`/${lang}/start`} className="button secondary">
          <FormattedMessage id="startOver.cancel" />
        </Link>
      </p>
    </section>
  );
}
