import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { Lang } from '../contracts/lang';
import { useDocumentTitle } from '../components/useDocumentTitle';
import { type AdminPart, adminPath } from '../contracts/routeTable';
import { Card } from '../design/Card';
import '../styles/admin.css';

// Written out so every message id stands in the code.
const TABS: readonly { part: AdminPart; label: string; lead: string }[] = [
  { part: 'klasser', label: 'admin.tab.klasser', lead: 'admin.klasser.body' },
  { part: 'okter', label: 'admin.tab.okter', lead: 'admin.okter.body' },
  { part: 'fremdrift', label: 'admin.tab.fremdrift', lead: 'admin.fremdrift.body' },
  { part: 'veiledning', label: 'admin.tab.veiledning', lead: 'admin.veiledning.body' },
];

export interface AdminScreenProps {
  lang: Lang;
  part: AdminPart;
  /** The class the teacher is looking at, carried from tab to tab. */
  classCode?: string | null;
  children: ReactNode;
}

/** /{lang}/admin/{part}: the teacher's area, one tab per part; the part itself comes as children. */
export function AdminScreen({ lang, part, classCode = null, children }: AdminScreenProps) {
  const intl = useIntl();
  const current = TABS.find((t) => t.part === part)!;
  useDocumentTitle(`${intl.formatMessage({ id: current.label })} – ${intl.formatMessage({ id: 'admin.title' })}`);
  return (
    <Card className="admin" aria-labelledby="admin-title">
      <h1 id="admin-title">
        <FormattedMessage id="admin.title" />
      </h1>
      <nav aria-label={intl.formatMessage({ id: 'admin.nav' })}>
        <ul className="tabs">
          {TABS.map((t) => (
            <li key={t.part}>
              <Link href={adminPath(lang, t.part, t.part === 'klasser' || t.part === 'veiledning' ? null : classCode)} aria-current={t.part === part ? 'page' : undefined}>
                <FormattedMessage id={t.label} />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className="lead">
        <FormattedMessage id={current.lead} />
      </p>
      {children}
    </Card>
  );
}
