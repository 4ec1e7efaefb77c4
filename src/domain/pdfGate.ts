import type { Activity, OktContent } from '../contracts/okt';
import { isActivityComplete, type Responses } from './okt';

type Gated = Pick<Activity, 'activity_code' | 'component'>;

/** Spec §4's PDF rule; the one place it lives. */
export function activitiesLeft<A extends Gated>(activities: readonly A[], responses: Responses): A[] {
  return activities.filter((activity) => !isActivityComplete(activity, responses));
}

/** The PDF machine's guard. */
export function isPdfReady(activities: readonly Gated[], responses: Responses): boolean {
  return activities.length > 0 && activitiesLeft(activities, responses).length === 0;
}

export type PdfReadiness =
  | { complete: true }
  | { complete: false; left: number; okt: number; code: string; title: string };

export function pdfReadiness(okter: readonly OktContent[], responses: Responses): PdfReadiness {
  const missing = okter.flatMap((okt) => activitiesLeft(okt.activities, responses).map((a) => ({ okt: okt.id, activity: a })));
  const first = missing[0];
  if (okter.length === 0) return { complete: false, left: 0, okt: 1, code: 'O1A', title: '' };
  if (!first) return { complete: true };
  return { complete: false, left: missing.length, okt: first.okt, code: first.activity.activity_code, title: first.activity.title };
}
