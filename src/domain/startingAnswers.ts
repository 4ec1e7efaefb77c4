import type { Responses } from './okt';
import { budgetSaving, savingFrom } from './savingAnswer';
import { answerId } from './story';

/**
 * The answer an activity starts with when first shown, derived from earlier answers, by component; undefined when it
 * starts empty or has one. The progress machine stores it (`page.activityShown`), so no view writes an answer itself.
 */
export const STARTING_ANSWERS: Record<string, (value: unknown, responses: Responses) => unknown> = {
  // O3B starts from the budget's sparing line once a purchase is chosen (O3A), so O3D compares saving with
  // credit without the pupil having to touch O3B.
  'saving-monthly': (value, responses) => {
    if (savingFrom(value) !== null || answerId(responses.O3A) === null) return undefined;
    const monthly = budgetSaving(responses);
    return monthly === null ? undefined : { monthly, delta: 0, from: null };
  },
};

export function startingAnswer(component: string, value: unknown, responses: Responses): unknown {
  return STARTING_ANSWERS[component]?.(value, responses);
}
