import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { type Lang, LANGS } from '../contracts/lang';
import { pathInLanguage } from './localeCookie';

const NAMES: Record<Lang, { label: string; htmlLang: string }> = {
  no: { label: 'Bokmål', htmlLang: 'nb' },
  nn: { label: 'Nynorsk', htmlLang: 'nn' },
};

/** Switches language on the same page, so a pupil never loses their place. */
export function LanguageSwitch({ lang, url }: { lang: Lang; url: string }) {
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
