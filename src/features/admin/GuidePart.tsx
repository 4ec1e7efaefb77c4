import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { ALL_SESSIONS, type GuideChoice, type GuideEvent, guidePath, type GuideView } from '../../../machines/guideMachine';
import type { GuideSession } from '../../contracts/guide';
import type { Lang } from '../../contracts/lang';
import { Button } from '../../design/Button';
import { RetryAlert } from '../../design/RetryAlert';
import '../../styles/guide.css';

/** The tabs: each session, then all five on one page. */
const CHOICES: readonly GuideChoice[] = [1, 2, 3, 4, 5, ALL_SESSIONS];

export interface GuidePartProps {
  lang: Lang;
  view: GuideView;
  titles: Record<number, string>;
  activityTitles: Record<string, string>;
  send: (event: GuideEvent) => void;
}

/** How an aim's source is named under the quotation: subject, level and the curriculum's code. */
const sourceName = (aim: GuideSession['aims'][number]) => `${aim.subject}, ${aim.level}${aim.code === 'overordnet-del' ? '' : ` (${aim.code})`}, udir.no`;

/** /{lang}/admin/veiledning?okt={n|alle}: the guide, one session or all five, with a print button (print layout: styles/guide.css). */
export function GuidePart({ lang, view, titles, activityTitles, send }: GuidePartProps) {
  const intl = useIntl();
  const sessions = view.guide ? view.guide.okter.filter((okt) => view.shown === ALL_SESSIONS || okt.okt === view.shown) : [];
  return (
    <div className="guide">
      <nav className="guide-nav" aria-label={intl.formatMessage({ id: 'admin.guide.sessions' })}>
        <ul className="tabs">
          {CHOICES.map((choice) => (
            <li key={choice}>
              <Link href={guidePath(lang, choice)} aria-current={choice === view.shown ? 'page' : undefined}>
                {choice === ALL_SESSIONS ? <FormattedMessage id="admin.guide.all" /> : <FormattedMessage id="admin.guide.tab" values={{ okt: choice }} />}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {view.status === 'failed' && <RetryAlert messageId="admin.guide.loadFailed" onRetry={() => send({ type: 'guide.retry' })} />}
      {view.status === 'loading' && <div className="panel skeleton" aria-busy="true" aria-hidden="true" />}
      {view.guide && (
        <>
          <div className="guide-print">
            <Button variant="secondary" onClick={() => send({ type: 'guide.print' })}>
              {view.shown === ALL_SESSIONS ? <FormattedMessage id="admin.guide.printAll" /> : <FormattedMessage id="admin.guide.printOne" values={{ okt: view.shown }} />}
            </Button>
            {view.shown !== ALL_SESSIONS && <FormattedMessage id="admin.guide.printHint" tagName="p" />}
          </div>
          {sessions.map((session) => (
            <GuideSessionView
              key={session.okt}
              session={session}
              title={titles[session.okt] ?? ''}
              activityTitles={activityTitles}
              aimsNote={view.guide!.aimsNote}
              labels={{ answer: intl.formatMessage({ id: 'admin.guide.answer' }), explanation: intl.formatMessage({ id: 'admin.guide.explanation' }) }}
            />
          ))}
        </>
      )}
    </div>
  );
}

interface SessionProps {
  session: GuideSession;
  title: string;
  activityTitles: Record<string, string>;
  aimsNote: string;
  /** The answer key's column names, which name each cell where the table is stacked on a phone. */
  labels: { answer: string; explanation: string };
}

function GuideSessionView({ session, title, activityTitles, aimsNote, labels }: SessionProps) {
  const id = (part: string) => `guide-${session.okt}-${part}`;
  return (
    <section className="guide-session" aria-labelledby={id('title')}>
      <h2 id={id('title')}>
        <FormattedMessage id="admin.guide.heading" values={{ okt: session.okt, title }} />
      </h2>

      <FormattedMessage id="admin.guide.goals" tagName="h3" />
      <ul>
        {session.goals.map((goal) => (
          <li key={goal}>{goal}</li>
        ))}
      </ul>

      <FormattedMessage id="admin.guide.aims" tagName="h3" />
      <p className="guide-note">{aimsNote}</p>
      <ul className="guide-aims">
        {session.aims.map((aim) => (
          <li key={`${aim.code}-${aim.text}`}>
            <blockquote cite={aim.source}>
              <p>«{aim.text}»</p>
            </blockquote>
            <a href={aim.source} className="guide-source">
              {sourceName(aim)}
            </a>
          </li>
        ))}
      </ul>

      <PlanTable caption="admin.guide.plan90" steps={session.plan90} />
      <PlanTable caption="admin.guide.plan45" steps={session.plan45} />

      <FormattedMessage id="admin.guide.discussion" tagName="h3" />
      <ol>
        {session.discussion.map((question) => (
          <li key={question}>{question}</li>
        ))}
      </ol>

      <FormattedMessage id="admin.guide.misconceptions" tagName="h3" />
      <dl className="guide-misconceptions">
        {session.misconceptions.map((m) => (
          <div key={m.belief}>
            <dt>
              <span className="guide-label">
                <FormattedMessage id="admin.guide.belief" />:
              </span>{' '}
              «{m.belief}»
            </dt>
            <dd>
              <span className="guide-label">
                <FormattedMessage id="admin.guide.response" />:
              </span>{' '}
              {m.response}
            </dd>
          </div>
        ))}
      </dl>

      <h3 id={id('key')}>
        <FormattedMessage id="admin.guide.answerKey" />
      </h3>
      <table className="guide-table guide-key" aria-labelledby={id('key')}>
        <thead>
          <tr>
            <th scope="col">
              <FormattedMessage id="admin.guide.activity" />
            </th>
            <th scope="col">
              <FormattedMessage id="admin.guide.answer" />
            </th>
            <th scope="col">
              <FormattedMessage id="admin.guide.explanation" />
            </th>
          </tr>
        </thead>
        <tbody>
          {session.answerKey.map((entry) => (
            <tr key={`${entry.activity}-${entry.question?.id ?? ''}`}>
              <th scope="row">
                {entry.activity} {activityTitles[entry.activity] ?? ''}
                {entry.question && (
                  <span className="guide-question">
                    <FormattedMessage id="admin.guide.question" values={{ text: entry.question.text }} />
                  </span>
                )}
              </th>
              <td data-label={labels.answer}>{entry.answer}</td>
              <td data-label={labels.explanation}>{entry.explanation}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function PlanTable({ caption, steps }: { caption: 'admin.guide.plan90' | 'admin.guide.plan45'; steps: GuideSession['plan90'] }) {
  return (
    <table className="guide-table guide-plan">
      <FormattedMessage id={caption} tagName="caption" />
      <thead>
        <tr>
          <th scope="col">
            <FormattedMessage id="admin.guide.minutes" />
          </th>
          <th scope="col">
            <FormattedMessage id="admin.guide.what" />
          </th>
        </tr>
      </thead>
      <tbody>
        {steps.map((step, i) => (
          <tr key={i}>
            <FormattedMessage id="admin.guide.minutesValue" values={{ minutes: step.minutes }} tagName="td" />
            <td>{step.what}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
