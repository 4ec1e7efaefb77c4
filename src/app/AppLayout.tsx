import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { type Lang, LANGS } from '../contracts/lang';
import { pathInLanguage } from './localeCookie';
import { useHydrated } from '../components/useHydrated';

const FOOTER_LINKS = [
  { slug: 'side/om', id: 'footer.about' },
  { slug: 'faq', id: 'nav.faq' },
  { slug: 'side/personvern', id: 'footer.privacy' },
  { slug: 'side/tilgjengelighet', id: 'footer.accessibility' },
  { slug: 'cookies', id: 'footer.cookies' },
];

/** The frame around every screen: skip link, header with the language switch, main, footer. */
export interface AppLayoutProps {
  lang: Lang;
  url: string;
  signedIn: boolean;
  onLogout: () => void;
  /** Shown above the screen: what logout is waiting for. */
  notice?: ReactNode;
  children: ReactNode;
}

export function AppLayout({ lang, url, signedIn, onLogout, notice, children }: AppLayoutProps) {
  const intl = useIntl();
  // A page the server drew for a signed-in pupil shows «Logg ut» before the app runs: disabled, not a tap that does nothing.
  const hydrated = useHydrated();
  return (
    <>
      <a className="skip-link" href="#main">
        <FormattedMessage id="nav.skipToContent" />
      </a>
      <header className="site-header">
        <Link href={`/${lang}`} className="brand">
          <FormattedMessage id="app.name" />
        </Link>
        <div className="header-tools">
          <LanguageSwitch lang={lang} url={url} />
          {signedIn && (
            <button type="button" className="logout" onClick={onLogout} disabled={!hydrated}>
              <FormattedMessage id="nav.logout" />
            </button>
          )}
        </div>
      </header>
      <main id="main" tabIndex={-1}>
        {notice}
        {children}
      </main>
      <footer className="site-footer">
        <nav aria-label={intl.formatMessage({ id: 'footer.label' })}>
          <ul>
            {FOOTER_LINKS.map((link) => (
              <li key={link.slug}>
                <Link href={`/${lang}/${link.slug}`}>
                  <FormattedMessage id={link.id} />
                </Link>
              </li>
            ))}
            {/* Seeing, downloading and deleting one's own data, for whoever is signed in. */}
            {signedIn && (
              <li>
                <Link href={`/${lang}/mine-data`}>
                  <FormattedMessage id="footer.myData" />
                </Link>
              </li>
            )}
          </ul>
        </nav>
      </footer>
    </>
  );
}

const NAMES: Record<Lang, { label: string; htmlLang: string }> = {
  no: { label: 'Bokmål', htmlLang: 'nb' },
  nn: { label: 'Nynorsk', htmlLang: 'nn' },
};

/** Switches language on the same page, so a pupil never loses their place. */
function LanguageSwitch({ lang, url }: { lang: Lang; url: string }) {
  const intl = useIntl();
  return (
    <nav aria-label={intl.formatMessage({ id: 'lang.switch.label' })} className="language-switch">
      <ul>
        {LANGS.map((l) => (
          <li key={l}>
            <Link
              href={pathInLanguage(url, l)}
              hrefLang={NAMES[l].htmlLang}
              lang={NAMES[l].htmlLang}
              aria-current={l === lang ? 'true' : undefined}
            >
              {NAMES[l].label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
