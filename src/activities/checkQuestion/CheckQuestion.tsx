import { FormattedMessage } from 'react-intl';
import type { Activity } from '../../contracts/okt';
import type { CheckResponse } from '../../contracts/responses';
import { ChoiceList } from '../ChoiceList';

export type CheckQuestionContent = NonNullable<Activity['question']>;

/** The stored answer, if it names one of the question's options (content may have changed since). */
function answerOf(value: unknown, question: CheckQuestionContent): CheckResponse | null {
  if (typeof value !== 'object' || value === null) return null;
  const choice = (value as { choice?: unknown }).choice;
  const option = question.options.find((o) => o.id === choice);
  return option ? { choice: option.id, correct: option.correct } : null;
}

export interface CheckQuestionProps {
  /** The radio group's name: the activity code, so two questions on a page never share one. */
  name: string;
  question: CheckQuestionContent | undefined;
  value: unknown;
  onChange: (value: CheckResponse) => void;
}

/**
 * One check question from the content, with feedback on the chosen option: its explanation (which the
 * content starts with its verdict, «Riktig.» or «Nei.») and, after a wrong choice, which one is right.
 * Used on its own (O5A) and after the budget lines (O2A).
 */
export function CheckQuestion({ name, question, value, onChange }: CheckQuestionProps) {
  if (!question) {
    return (
      <p className="form-error" role="alert">
        <FormattedMessage id="activity.check.missing" />
      </p>
    );
  }
  const answer = answerOf(value, question);
  const chosen = question.options.find((o) => o.id === answer?.choice);
  const right = question.options.find((o) => o.correct);
  return (
    <div className="check-question">
      <ChoiceList
        name={name}
        legend={question.text}
        items={question.options}
        idOf={(o) => o.id}
        selected={answer?.choice ?? null}
        onSelect={(o) => onChange({ choice: o.id, correct: o.correct })}
        render={(o) => (
          <>
            <span className="choice-title">{o.text}</span>{' '}
            {/* Once answered, the right option and a wrong choice say so in words, not only in colour. */}
            {chosen && (o.correct || o.id === chosen.id) && (
              <span className={o.correct ? 'check-tag correct' : 'check-tag'}>
                <FormattedMessage id={o.correct ? 'activity.check.right' : 'activity.check.wrong'} />
              </span>
            )}
          </>
        )}
      />
      <div role="status">
        {chosen && (
          <div className={chosen.correct ? 'feedback correct' : 'feedback'}>
            <p>{chosen.explanation}</p>
            {!chosen.correct && right && (
              <p>
                <FormattedMessage id="activity.check.rightAnswer" values={{ answer: right.text }} />
              </p>
            )}
          </div>
        )}
      </div>
    </div>
  );
}
