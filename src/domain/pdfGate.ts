import type { Activity } from '../contracts/okt';
import { isActivityComplete, type Responses } from './okt';

type Gated = Pick<Activity, 'activity_code' | 'component'>;

/** The activities not complete yet, in the order given (spec §4's PDF rule; the one place it lives). */
export function activitiesLeft<A extends Gated>(activities: readonly A[], responses: Responses): A[] {
  return activities.filter((activity) => !isActivityComplete(activity, responses));
}

/** Spec §4: the PDF only when every activity of every session is complete. The PDF machine's guard. */
export function isPdfReady(activities: readonly Gated[], responses: Responses): boolean {
  return activities.length > 0 && activitiesLeft(activities, responses).length === 0;
}
