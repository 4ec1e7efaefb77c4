import { isActivityComplete, type OktSection, type Responses, resumeActivity } from '../../domain/okt';
import { pdfReadiness } from '../../domain/pdfGate';
import type { StartAction } from '../../screens/StartScreen';

/** Where the pupil goes next: the first unfinished open session's first unanswered activity, then one left out, then the summary. */
export function startAction(lang: string, sections: readonly OktSection[], responses: Responses): StartAction | null {
  if (sections.length === 0) return null;
  const activityHref = (okt: number, code: string) => `/${lang}/okt/${okt}/${code}`;
  const anyDone = sections.some((s) => s.activities.some((a) => isActivityComplete(a, responses)));
  const next = sections.find((s) => s.hasAccess && !s.isComplete);
  if (next) {
    const code = resumeActivity(next, responses);
    if (!anyDone) return { kind: 'start', okt: next.id, href: activityHref(next.id, code) };
    const activity = next.activities.find((a) => a.activity_code === code)!;
    return { kind: 'continue', okt: next.id, title: next.title, activity: activity.title, href: activityHref(next.id, code) };
  }
  const readiness = pdfReadiness(sections, responses);
  if (!readiness.complete) {
    const section = sections.find((s) => s.id === readiness.okt)!;
    return { kind: 'continue', okt: readiness.okt, title: section.title, activity: readiness.title, href: activityHref(readiness.okt, readiness.code) };
  }
  return { kind: 'done', href: `/${lang}/okt/${sections[sections.length - 1]!.id}/Fullfort` };
}
