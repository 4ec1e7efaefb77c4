import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { Lang } from '../contracts/lang';
import { useDocumentTitle } from '../components/useDocumentTitle';

export const ADMIN_PARTS = [
  { part: 'klasser', label: 'admin.tab.klasser', body: 'admin.klasser.body' },
  { part: 'okter', label: 'admin.tab.okter', body: 'admin.okter.body' },
  { part: 'fremdrift', label: 'admin.tab.fremdrift', body: 'admin.fremdrift.body' },
] as const;

/** /{lang}/admin/{part}: the teacher's area, one tab per part. */
export function AdminScreen({ lang, part }: { lang: Lang; part: string }) {
  const intl = useIntl();
  const current = ADMIN_PARTS.find((p) => p.part === part);
  useDocumentTitle(intl.formatMessage({ id: 'admin.title' }));
  return (
    <section className="panel" aria-labelledby="admin-title">
      <h1 id="admin-title">
        <FormattedMessage id="admin.title" />
      </h1>
      <nav aria-label={intl.formatMessage({ id: 'admin.nav' })}>
        <ul className="tabs">
          {ADMIN_PARTS.map((p) => (
            <li key={p.part}>
              <Link href={`/${lang}/admin/${p.part}`} aria-current={p.part === part ? 'page' : undefined}>
                <FormattedMessage id={p.label} />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p>{current ? <FormattedMessage id={current.body} /> : <FormattedMessage id="admin.unknownPart" />}</p>
    </section>
  );
}
