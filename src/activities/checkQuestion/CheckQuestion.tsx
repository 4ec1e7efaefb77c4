import { FormattedMessage } from 'react-intl';
import type { Activity } from '../../contracts/okt';
import type { CheckResponse } from '../../contracts/responses';
import { seededShuffle } from '../../domain/seededShuffle';
import { ChoiceCards } from '../../design/ChoiceCards';
import { AnswerFeedback, type AnswerMessageIds, AnswerTag } from './AnswerFeedback';
import { StatusMessage } from '../../design/StatusMessage';

export type CheckQuestionContent = NonNullable<Activity['question']>;

const IDS: AnswerMessageIds = { right: 'activity.check.right', wrong: 'activity.check.wrong', rightAnswer: 'activity.check.rightAnswer' };

/** The option a stored answer chose (content may have changed since: then none). */
const storedChoice = (value: unknown) => (typeof value === 'object' && value !== null ? (value as { choice?: unknown }).choice : undefined);

export interface CheckQuestionProps {
  /** The radio group's name: the activity code, so two questions on a page never share one. */
  name: string;
  question: CheckQuestionContent | undefined;
  /** Fixes the options' order (ActivityProps.seed); without one, the content's order. */
  seed?: string;
  value: unknown;
  onChange: (value: CheckResponse) => void;
}

/** A check question from the content (O5A, O2A, O3F) with feedback on the chosen option, whose id is stored. */
export function CheckQuestion({ name, question, seed, value, onChange }: CheckQuestionProps) {
  if (!question) {
    return (
      <StatusMessage variant="error" live="alert">
        <FormattedMessage id="activity.check.missing" />
      </StatusMessage>
    );
  }
  const chosen = question.options.find((o) => o.id === storedChoice(value));
  const options = seed === undefined ? question.options : seededShuffle(question.options, seed, `${name}-${question.id}`);
  return (
    <div className="check-question">
      <ChoiceCards
        name={name}
        legend={question.text}
        items={options}
        idOf={(o) => o.id}
        selected={chosen?.id ?? null}
        onSelect={(o) => onChange({ choice: o.id, correct: o.correct })}
        render={(o) => (
          <>
            <span className="choice-title">{o.text}</span> <AnswerTag option={o} chosen={chosen} ids={IDS} />
          </>
        )}
      />
      <div role="status">
        <AnswerFeedback chosen={chosen} right={question.options.find((o) => o.correct)} ids={IDS} />
      </div>
    </div>
  );
}
