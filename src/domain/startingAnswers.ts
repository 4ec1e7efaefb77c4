import type { Responses } from './okt';
import { budgetSaving, savingFrom } from './savingAnswer';
import { answerId } from './story';

/**
 * An activity's first answer derived from earlier ones, by component. The progress machine stores it
 * (`page.activityShown`), so no view writes an answer itself.
 */
export const STARTING_ANSWERS: Record<string, (value: unknown, responses: Responses) => unknown> = {
  // From the budget's sparing line once O3A is chosen, so O3D can compare without the pupil touching O3B.
  'saving-monthly': (value, responses) => {
    if (savingFrom(value) !== null || answerId(responses.O3A) === null) return undefined;
    const monthly = budgetSaving(responses);
    return monthly === null ? undefined : { monthly, delta: 0, from: null };
  },
};

export function startingAnswer(component: string, value: unknown, responses: Responses): unknown {
  return STARTING_ANSWERS[component]?.(value, responses);
}
