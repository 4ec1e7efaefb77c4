import { FormattedMessage } from 'react-intl';
import './answerFeedback.css';

/** An option of a quiz or check question: its explanation says why it is right or wrong, without a verdict. */
export interface AnswerOption {
  id: string;
  text: string;
  correct: boolean;
  explanation: string;
}

export interface AnswerMessageIds {
  right: string;
  wrong: string;
  /** «Riktig svar er: {answer}», before the right option's explanation after a wrong choice. */
  rightAnswer: string;
}

/** Once answered, the right option and a wrong choice say so in words, not only in colour. */
export function AnswerTag({ option, chosen, ids }: { option: AnswerOption; chosen: AnswerOption | undefined; ids: AnswerMessageIds }) {
  if (!chosen || !(option.correct || option.id === chosen.id)) return null;
  return (
    <span className={option.correct ? 'answer-tag right' : 'answer-tag wrong'}>
      <FormattedMessage id={option.correct ? ids.right : ids.wrong} />
    </span>
  );
}

/** After a choice: the verdict and why; after a wrong one also the right option with its explanation. */
export function AnswerFeedback({ chosen, right, ids }: { chosen: AnswerOption | undefined; right: AnswerOption | undefined; ids: AnswerMessageIds }) {
  if (!chosen) return null;
  return (
    <div className={chosen.correct ? 'feedback answer-feedback right' : 'feedback answer-feedback wrong'}>
      <p>
        <FormattedMessage id={chosen.correct ? 'activity.answer.right' : 'activity.answer.wrong'} tagName="strong" />{' '}
        {chosen.explanation}
      </p>
      {!chosen.correct && right && (
        <>
          <p>
            <FormattedMessage id={ids.rightAnswer} values={{ answer: right.text }} tagName="strong" />
          </p>
          <p>{right.explanation}</p>
        </>
      )}
    </div>
  );
}
