import { FormattedMessage } from 'react-intl';
import type { OopsReason } from '../contracts/routeTable';
import type { Lang } from '../contracts/lang';
import { Page } from '../components/Page';
import { ButtonLink } from '../design/Button';

// Every id written out, so the catalogue test can see each one in use.
const TEXTS: Record<OopsReason, { title: string; body: string; action: string; to: (lang: Lang) => string }> = {
  error: { title: 'oops.error.title', body: 'oops.error.body', action: 'nav.toFrontPage', to: (l) => `/${l}` },
  'logg-inn-igjen': { title: 'oops.loggInnIgjen.title', body: 'oops.loggInnIgjen.body', action: 'oops.action.login', to: (l) => `/${l}` },
  'ikke-tilgang': { title: 'oops.ikkeTilgang.title', body: 'oops.ikkeTilgang.body', action: 'nav.toFrontPage', to: (l) => `/${l}` },
  'serveren-opptatt': { title: 'oops.serverenOpptatt.title', body: 'oops.serverenOpptatt.body', action: 'oops.action.tryAgain', to: (l) => `/${l}/start` },
  'session-expired': { title: 'oops.sessionExpired.title', body: 'oops.sessionExpired.body', action: 'oops.action.login', to: (l) => `/${l}` },
};

/** /{lang}/oops/{error}: what went wrong in words a pupil understands, and a way on. */
export function OopsScreen({ lang, reason }: { lang: Lang; reason: OopsReason }) {
  const text = TEXTS[reason];
  return (
    <Page headingId="oops-title" titleId={text.title} className="oops">
      <FormattedMessage id={text.body} tagName="p" />
      <p className="actions">
        <ButtonLink href={text.to(lang)}>
          <FormattedMessage id={text.action} />
        </ButtonLink>
        <ButtonLink href={`/${lang}/faq`} variant="secondary">
          <FormattedMessage id="nav.faq" />
        </ButtonLink>
      </p>
    </Page>
  );
}
