import { Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ActivityGate } from '../activities/gate/ActivityGate';
import { ACTIVITY_COMPONENTS } from '../activities/registry';
import type { ActivityProps } from '../activities/types';
import { useDocumentTitle } from '../components/useDocumentTitle';
import type { OktSection } from '../domain/okt';
import { type SaveStatus, SaveStatusView } from '../components/SaveStatusView';
import { Button, ButtonLink } from '../design/Button';
import { Card } from '../design/Card';
import { StatusMessage } from '../design/StatusMessage';
import { PageHeader } from '../design/PageHeader';
import { type Refusal, RefusalText } from './RefusalText';

export interface OktScreenProps extends Omit<ActivityProps, 'activity'> {
  section: OktSection;
  /** The activity code from the URL. */
  part: string;
  saveStatus: SaveStatus;
  savedAt?: number | null;
  heldReason?: string | null;
  /** Another device changed this activity's answer: shown (`changed`), or over this device's older edit (`replaced`). */
  otherDevice?: 'changed' | 'replaced' | null;
  onNoticeDismiss?: () => void;
  /** The session the pupil asked for and was turned away from (spec §5), if that brought them here. */
  refusal: Refusal | null;
  /** The activity waits (for the class access, the story or its chunk): the frame shows, a placeholder in its place. */
  activityWaits?: boolean;
  /** The teacher holds the class at this activity and the pupil asked to go on: they wait here, and go on by themselves once let go. */
  waiting?: boolean;
}

/** /{lang}/okt/{okt}/{part}: the frame an activity is shown in, with the session's progress and Back/Next. */
export function OktScreen({ section, part, saveStatus, savedAt = null, heldReason = null, otherDevice = null, onNoticeDismiss, refusal, activityWaits = false, waiting = false, ...activityProps }: OktScreenProps) {
  const { lang } = activityProps;
  const intl = useIntl();
  const index = section.activities.findIndex((a) => a.activity_code === part);
  const activity = section.activities[index];
  useDocumentTitle(activity ? `${activity.title} – ${section.title}` : section.title);
  const base = `/${lang}/okt/${section.id}`;

  if (!activity) {
    return (
      <Card width="narrow" aria-labelledby="okt-title">
        <h1 id="okt-title">{section.title}</h1>
        <p role="alert">
          <FormattedMessage id="okt.unknownActivity" />
        </p>
        <ButtonLink href={`${base}/${section.activities[0]!.activity_code}`}>
          <FormattedMessage id="okt.toFirstActivity" />
        </ButtonLink>
      </Card>
    );
  }

  const definition = ACTIVITY_COMPONENTS[activity.component];
  const Activity = definition?.component;
  const save = <SaveStatusView status={saveStatus} savedAt={savedAt} reason={heldReason} />;
  const previous = section.activities[index - 1];
  const next = activity.next_activity;
  return (
    <Card as="article" className="activity" aria-labelledby="okt-title">
      {refusal && (
        <StatusMessage live="alert">
          <RefusalText refusal={refusal} />
        </StatusMessage>
      )}
      <PageHeader
        id="okt-title"
        title={activity.title}
        eyebrow={<FormattedMessage id="okt.progress" values={{ okt: section.id, title: section.title, step: index + 1, steps: section.activities.length }} />}
        progress={{ value: index + 1, max: section.activities.length }}
        lead={activity.intro}
      />
      {waiting && (
        <StatusMessage variant="warning" live="status" className="pace-waiting">
          <FormattedMessage id="okt.pace.waiting" />
        </StatusMessage>
      )}
      {otherDevice && (
        <StatusMessage as="div" className="other-device" live="status">
          <FormattedMessage id={otherDevice === 'replaced' ? 'save.replacedElsewhere' : 'save.changedElsewhere'} tagName="p" />
          {onNoticeDismiss && (
            <Button variant="secondary" onClick={onNoticeDismiss}>
              <FormattedMessage id="save.noticeDismiss" />
            </Button>
          )}
        </StatusMessage>
      )}
      {activityWaits ? (
        <div className="skeleton activity-loading" aria-hidden="true" />
      ) : Activity ? (
        // Each activity is a chunk of its own; the frame and its heading show while it loads.
        <Suspense fallback={<div className="skeleton activity-loading" aria-hidden="true" />}>
          <ActivityGate lang={lang} component={activity.component} responses={activityProps.responses} objects={activityProps.objects}>
            <Activity activity={activity} {...activityProps} saveStatus={definition?.ownsSaveStatus ? save : undefined} />
          </ActivityGate>
        </Suspense>
      ) : (
        <StatusMessage variant="error" live="alert">
          <FormattedMessage id="okt.unknownComponent" values={{ component: activity.component }} />
        </StatusMessage>
      )}
      {/* The save state stays in view at the bottom of the screen while the pupil types. */}
      {!definition?.ownsSaveStatus && <div className="okt-bar">{save}</div>}
      <nav className="activity-nav" aria-label={intl.formatMessage({ id: 'okt.nav' })}>
        {previous ? (
          <ButtonLink href={`${base}/${previous.activity_code}`} variant="secondary">
            <FormattedMessage id="okt.back" />
          </ButtonLink>
        ) : (
          <ButtonLink href={`/${lang}/start`} variant="secondary">
            <FormattedMessage id="nav.toOverview" />
          </ButtonLink>
        )}
        <ButtonLink href={next ? `${base}/${next}` : `${base}/Fullfort`}>
          <FormattedMessage id={next ? 'okt.next' : 'okt.finish'} />
        </ButtonLink>
      </nav>
    </Card>
  );
}
