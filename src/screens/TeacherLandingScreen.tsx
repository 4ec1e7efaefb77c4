import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { Lang } from '../contracts/lang';
import { useDocumentTitle } from '../components/useDocumentTitle';
import { TeacherTexts } from '../i18n/TeacherTexts';
import { Card } from '../design/Card';

const STEPS = ['veiledere.step1', 'veiledere.step2', 'veiledere.step3', 'veiledere.step4'];

/** /{lang}/veiledere: the teachers' own landing and sign-in page. */
function TeacherLandingScreenView({ lang, loginForm }: { lang: Lang; loginForm: ReactNode }) {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'veiledere.title' }));
  return (
    <>
      <section className="hero" aria-labelledby="veiledere-title">
        <h1 id="veiledere-title">
          <FormattedMessage id="veiledere.title" />
        </h1>
        <p className="lead">
          <FormattedMessage id="veiledere.lead" />
        </p>
      </section>
      <div className="columns">
        <Card aria-labelledby="veiledere-how">
          <h2 id="veiledere-how">
            <FormattedMessage id="veiledere.how.title" />
          </h2>
          <ol>
            {STEPS.map((id) => (
              <li key={id}>{intl.formatMessage({ id })}</li>
            ))}
          </ol>
          <p>
            <Link href={`/${lang}/side/om`}>
              <FormattedMessage id="veiledere.about" />
            </Link>
          </p>
        </Card>
        {/* The form in use gives its own heading (sign in, register or a new password). */}
        <Card as="div">{loginForm}</Card>
      </div>
    </>
  );
}

/** Its texts, and its form's, are in the teacher's part (src/i18n/catalogueParts.ts): no pupil page carries them. */
export function TeacherLandingScreen(props: { lang: Lang; loginForm: ReactNode }) {
  return (
    <TeacherTexts lang={props.lang}>
      <TeacherLandingScreenView {...props} />
    </TeacherTexts>
  );
}
