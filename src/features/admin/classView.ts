import type { ActivityState, PupilProgress } from '../../contracts/admin';
import type { OktContent } from '../../contracts/okt';

/** An activity's state in the class view; `none` for an activity the pupil has not begun. */
export type ShownState = ActivityState | 'none';

export interface SessionSummary {
  okt: number;
  total: number;
  done: number;
  started: number;
  /** Each activity of the session in order, with its title and this pupil's state. */
  activities: { code: string; title: string; state: ShownState }[];
}

/** One pupil's row as the class view shows it: per session how many activities are done or begun. */
export function summarisePupil(content: readonly OktContent[], pupil: PupilProgress): SessionSummary[] {
  return content.map((okt) => {
    const activities = okt.activities.map((a) => ({ code: a.activity_code, title: a.title, state: pupil.activities[a.activity_code] ?? ('none' as const) }));
    return {
      okt: okt.id,
      total: activities.length,
      done: activities.filter((a) => a.state === 'done').length,
      started: activities.filter((a) => a.state === 'started').length,
      activities,
    };
  });
}

/** The name the teacher reads: the display name the pupil chose with the stable pseudonym, or the pseudonym alone. */
export function pupilName(pupil: Pick<PupilProgress, 'displayName' | 'pseudonym'>, format: (name: string, pseudonym: string) => string): string {
  return pupil.displayName ? format(pupil.displayName, pupil.pseudonym) : pupil.pseudonym;
}
