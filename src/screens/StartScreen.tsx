import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { Lang } from '../contracts/lang';
import { RetryAlert } from '../design/RetryAlert';
import { useDocumentTitle } from '../components/useDocumentTitle';
import type { OktSection } from '../domain/okt';
import { type SaveStatus, SaveStatusView } from '../components/SaveStatusView';
import { ButtonLink } from '../design/Button';
import { StatusMessage } from '../design/StatusMessage';
import '../styles/start.css';
import { type Refusal, RefusalText } from './RefusalText';

// Written out so every message id stands in the code.
const STATE_TEXT = { complete: 'okt.state.complete', open: 'okt.state.open', locked: 'okt.state.locked' } as const;

/** The start page's one primary action, worked out from the sessions and the answers. */
export type StartAction =
  /** Nothing answered yet: «Start økt 1». */
  | { kind: 'start'; okt: number; href: string }
  /** «Fortsett der du slapp: Økt 2 – Budsjett, Hva er et budsjett?» */
  | { kind: 'continue'; okt: number; title: string; activity: string; href: string }
  /** Every activity of every session is done: to the last completion page, with the whole story and the PDF. */
  | { kind: 'done'; href: string };

export interface StartScreenProps {
  lang: Lang;
  sections: OktSection[] | null;
  /** Where each open session continues (its first unanswered activity). */
  resumeAt: Record<number, string>;
  /** The one main action at the top (startAction in src/features/okt/startView.ts); null while the sessions load. */
  action: StartAction | null;
  /** A session the pupil was turned away from, and why (spec §5). */
  refusal: Refusal | null;
  failed: boolean;
  saveStatus: SaveStatus;
  onRetry: () => void;
  /** The PDF summary's button or what is left before it, below the sessions. */
  pdf?: ReactNode;
  identity?: ReactNode;
}

function StartActionText({ action }: { action: StartAction }) {
  switch (action.kind) {
    case 'start':
      return <FormattedMessage id="start.action.start" values={{ okt: action.okt }} />;
    case 'continue':
      return <FormattedMessage id="start.action.continue" values={{ okt: action.okt, title: action.title, activity: action.activity }} />;
    default:
      return <FormattedMessage id="start.action.done" />;
  }
}

/** /{lang}/start: the five sessions as cards, open, locked (and why) or complete. */
export function StartScreen({ lang, sections, resumeAt, action, refusal, failed, saveStatus, onRetry, pdf, identity }: StartScreenProps) {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'start.title' }));
  return (
    <section aria-labelledby="start-title">
      <h1 id="start-title" className="on-dark">
        <FormattedMessage id="start.title" />
      </h1>
      {identity}
      <SaveStatusView status={saveStatus} />
      {refusal && (
        <StatusMessage live="alert">
          <RefusalText refusal={refusal} />
        </StatusMessage>
      )}
      {failed && <RetryAlert messageId="okt.loadFailed" onRetry={onRetry} />}
      {!sections && !failed && <div className="panel skeleton" role="status" aria-busy="true" aria-label={intl.formatMessage({ id: 'content.loading' })} />}
      {action && (
        <p className="start-action">
          <ButtonLink href={action.href} className="start-primary">
            <StartActionText action={action} />
          </ButtonLink>
        </p>
      )}
      {sections && (
        <ol className="cards start-cards">
          {sections.map((section) => {
            const state = section.isComplete ? 'complete' : section.hasAccess ? 'open' : 'locked';
            const label = (
              <>
                <span className="card-number">{intl.formatMessage({ id: 'okt.title' }, { okt: section.id })}</span>
                <span className="card-title">{section.title}</span>
                <span className="card-subtitle">{section.sectionTitle}</span>
                <span className={`card-state state-${state}`}>
                  <FormattedMessage id={STATE_TEXT[state]} values={{ previous: section.id - 1 }} />
                </span>
              </>
            );
            return (
              <li key={section.id} className={`card okt-${section.color} ${state}`}>
                {section.hasAccess ? (
                  <Link href={`/${lang}/okt/${section.id}/${resumeAt[section.id] ?? section.activities[0]!.activity_code}`}>{label}</Link>
                ) : (
                  <div className="card-locked">{label}</div>
                )}
              </li>
            );
          })}
        </ol>
      )}
      {sections && pdf}
      <p>
        <Link href={`/${lang}/start-pa-nytt`} className="on-dark">
          <FormattedMessage id="startOver.link" />
        </Link>
      </p>
    </section>
  );
}
