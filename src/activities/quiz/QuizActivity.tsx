import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Quiz } from '../../contracts/quiz';
import { Button } from '../../design/Button';
import { ChoiceCards } from '../../design/ChoiceCards';
import { seededShuffle } from '../../domain/seededShuffle';
import { AnswerFeedback, type AnswerMessageIds, AnswerTag } from '../checkQuestion/AnswerFeedback';
import { DataState } from '../DataState';
import type { ActivityProps } from '../types';
import { answerFirst, firstAnswers } from '../../domain/firstAnswers';
import { correctOption, quizScore, quizVerdict } from './quizScore';

const VERDICT = { strong: 'activity.quiz.verdict.strong', good: 'activity.quiz.verdict.good', practise: 'activity.quiz.verdict.practise' } as const;
const IDS: AnswerMessageIds = { right: 'activity.quiz.right', wrong: 'activity.quiz.wrong', rightAnswer: 'activity.quiz.rightAnswer' };

/** O4A: one question at a time, question id → option or null; the first answer counts, later choices open explanations. */
export function QuizActivity(props: ActivityProps) {
  if (props.data?.kind !== 'quiz') return <DataState failed={props.dataFailed} onRetry={props.onRetry} />;
  return <QuizSteps {...props} quiz={props.data.quiz} />;
}

function QuizSteps({ activity, seed, value, onChange, quiz }: ActivityProps & { quiz: Quiz }) {
  const intl = useIntl();
  const answers = firstAnswers(quiz.questions, value);
  const score = quizScore(quiz, value);
  const done = score.answered === score.total;
  // The question on screen is this view's own. A returning pupil starts at the first unanswered one; a quiz whose
  // content shrank keeps a valid step.
  const clampStep = (to: number) => Math.min(Math.max(to, 0), quiz.questions.length - 1);
  const [asked, setAsked] = useState(() => Math.max(0, quiz.questions.findIndex((q) => !answers[q.id])));
  const step = clampStep(asked);
  const question = quiz.questions[step]!;
  const name = `${activity.activity_code}-${question.id}`;
  const chosen = question.options.find((o) => o.id === answers[question.id]);
  // Which other option's explanation is open after answering: this view's own, like a disclosure, never stored.
  const [explored, setExplored] = useState<{ questionId: string; optionId: string } | null>(null);
  const exploring = chosen && explored?.questionId === question.id ? question.options.find((o) => o.id === explored.optionId && o.id !== chosen.id) : undefined;
  const questionBox = useRef<HTMLDivElement>(null);
  const moved = useRef(false);
  useEffect(() => {
    // After «Neste»/«Forrige» the keyboard and the screen reader start at the new question.
    if (moved.current) questionBox.current?.focus();
  }, [step]);
  const go = (to: number) => {
    moved.current = true;
    setAsked(clampStep(to));
  };

  return (
    <div className="quiz">
      {activity.prompt && <p className="lead">{activity.prompt}</p>}
      <p className="hint">
        <FormattedMessage id="activity.quiz.hint" values={{ total: score.total }} />
      </p>
      <nav className="quiz-steps" aria-label={intl.formatMessage({ id: 'activity.quiz.steps' })}>
        <ol>
          {quiz.questions.map((q, i) => {
            const answered = Boolean(answers[q.id]);
            return (
              <li key={q.id}>
                <button
                  type="button"
                  className={['quiz-step', answered ? 'answered' : null].filter(Boolean).join(' ')}
                  aria-current={i === step ? 'step' : undefined}
                  aria-label={intl.formatMessage({ id: answered ? 'activity.quiz.stepAnswered' : 'activity.quiz.stepOpen' }, { n: i + 1 })}
                  onClick={() => go(i)}
                >
                  {i + 1}
                </button>
              </li>
            );
          })}
        </ol>
      </nav>
      <div key={question.id} className="quiz-question" ref={questionBox} tabIndex={-1} aria-label={intl.formatMessage({ id: 'activity.quiz.step' }, { n: step + 1, total: score.total })}>
        <ChoiceCards
          name={name}
          legend={`${step + 1}. ${question.text}`}
          items={seededShuffle(question.options, seed, name)}
          idOf={(o) => o.id}
          selected={chosen?.id ?? null}
          onSelect={(o) => (chosen ? setExplored({ questionId: question.id, optionId: o.id }) : onChange(answerFirst(quiz.questions, value, question.id, o.id)))}
          render={(o) => (
            <>
              <span className="choice-title">{o.text}</span> <AnswerTag option={o} chosen={chosen} ids={IDS} />
            </>
          )}
        />
        <div aria-live="polite" className="quiz-feedback">
          <AnswerFeedback chosen={chosen} right={correctOption(question)} ids={IDS} />
          {chosen && (
            <p className="hint quiz-locked">
              <FormattedMessage id="activity.quiz.locked" />
            </p>
          )}
          {exploring && (
            <div className="feedback quiz-explored">
              <p>
                <FormattedMessage id="activity.quiz.about" values={{ answer: exploring.text }} tagName="strong" />{' '}
                <FormattedMessage id={exploring.correct ? IDS.right : IDS.wrong} />.
              </p>
              <p>{exploring.explanation}</p>
            </div>
          )}
        </div>
      </div>
      <p className="actions quiz-move">
        {step > 0 && (
          <Button variant="secondary" onClick={() => go(step - 1)}>
            <FormattedMessage id="activity.quiz.previous" />
          </Button>
        )}
        {step < quiz.questions.length - 1 && (
          <Button variant={chosen ? 'primary' : 'secondary'} onClick={() => go(step + 1)}>
            <FormattedMessage id="activity.quiz.next" />
          </Button>
        )}
      </p>
      <div role="status" className="quiz-score">
        <p>
          <FormattedMessage id="activity.quiz.score" values={{ correct: score.correct, total: score.total }} tagName="strong" />
        </p>
        <p>
          {done ? (
            <FormattedMessage id={VERDICT[quizVerdict(score)]} values={{ correct: score.correct, total: score.total }} />
          ) : (
            <FormattedMessage id="activity.quiz.answered" values={{ answered: score.answered, total: score.total }} />
          )}
        </p>
      </div>
    </div>
  );
}
