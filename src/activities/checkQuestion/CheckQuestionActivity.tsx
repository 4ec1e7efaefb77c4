import type { ActivityProps } from '../types';
import { CheckQuestion } from './CheckQuestion';

/** A check question with feedback per option (e.g. O5A); the answer is the option chosen and whether it was right. */
export function CheckQuestionActivity({ activity, seed, value, onChange }: ActivityProps) {
  return <CheckQuestion name={activity.activity_code} question={activity.question} seed={seed} value={value} onChange={onChange} />;
}
