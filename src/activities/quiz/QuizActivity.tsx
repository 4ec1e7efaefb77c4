import { FormattedMessage } from 'react-intl';
import { seededShuffle } from '../../domain/seededShuffle';
import { AnswerFeedback, type AnswerMessageIds, AnswerTag } from '../checkQuestion/AnswerFeedback';
import { ChoiceCards } from '../../design/ChoiceCards';
import { DataState } from '../DataState';
import type { ActivityProps } from '../types';
import { answerQuestion, correctOption, quizAnswers, quizScore, quizVerdict } from './quizScore';

const VERDICT = { strong: 'activity.quiz.verdict.strong', good: 'activity.quiz.verdict.good', practise: 'activity.quiz.verdict.practise' } as const;
const IDS: AnswerMessageIds = { right: 'activity.quiz.right', wrong: 'activity.quiz.wrong', rightAnswer: 'activity.quiz.rightAnswer' };

/**
 * O4A: a short quiz with feedback on every answer. The answer has every question's id as a key, with the
 * chosen option's id or null, so it is complete only when no question is left; answers may be changed.
 * Each question's options are shown in an order fixed by the pupil's seed, so the right one is not always
 * in the same place, and a reload or another device shows the same order.
 */
export function QuizActivity({ activity, seed, value, onChange, data, dataFailed, onRetry }: ActivityProps) {
  if (data?.kind !== 'quiz') return <DataState failed={dataFailed} onRetry={onRetry} />;
  const { quiz } = data;
  const answers = quizAnswers(quiz, value);
  const score = quizScore(quiz, value);
  const done = score.answered === score.total;
  return (
    <div className="quiz">
      {activity.prompt && <p className="lead">{activity.prompt}</p>}
      <p className="hint">
        <FormattedMessage id="activity.quiz.hint" values={{ total: score.total }} />
      </p>
      <ol className="quiz-questions">
        {quiz.questions.map((question, i) => {
          const name = `${activity.activity_code}-${question.id}`;
          const chosen = question.options.find((o) => o.id === answers[question.id]);
          return (
            <li key={question.id} className="quiz-question">
              <ChoiceCards
                name={name}
                legend={`${i + 1}. ${question.text}`}
                items={seededShuffle(question.options, seed, name)}
                idOf={(o) => o.id}
                selected={chosen?.id ?? null}
                onSelect={(o) => onChange(answerQuestion(quiz, value, question.id, o.id))}
                render={(o) => (
                  <>
                    <span className="choice-title">{o.text}</span> <AnswerTag option={o} chosen={chosen} ids={IDS} />
                  </>
                )}
              />
              <div aria-live="polite" className="quiz-feedback">
                <AnswerFeedback chosen={chosen} right={correctOption(question)} ids={IDS} />
              </div>
            </li>
          );
        })}
      </ol>
      <div role="status" className="quiz-score">
        <p>
          <strong>
            <FormattedMessage id="activity.quiz.score" values={{ correct: score.correct, total: score.total }} />
          </strong>
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
