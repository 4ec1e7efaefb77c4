import { FormattedMessage } from 'react-intl';
import type { QuizQuestion } from '../../contracts/quiz';
import { ChoiceList } from '../ChoiceList';
import { DataState } from '../DataState';
import type { ActivityProps } from '../types';
import { answerQuestion, correctOption, quizAnswers, quizScore, quizVerdict } from './quizScore';

const VERDICT = { strong: 'activity.quiz.verdict.strong', good: 'activity.quiz.verdict.good', practise: 'activity.quiz.verdict.practise' } as const;

/**
 * Why the chosen option is right or wrong (the content starts each explanation with its verdict, «Riktig.»
 * or «Nei.»); after a wrong choice, also the right option and why it is right.
 */
function Feedback({ question, choice }: { question: QuizQuestion; choice: string | null }) {
  const chosen = question.options.find((o) => o.id === choice);
  if (!chosen) return null;
  if (chosen.correct) return <p className="feedback correct">{chosen.explanation}</p>;
  const right = correctOption(question);
  return (
    <div className="feedback">
      <p>{chosen.explanation}</p>
      <p>
        <FormattedMessage id="activity.quiz.rightAnswer" values={{ answer: <strong>{right.text}</strong> }} />
      </p>
      <p>{right.explanation}</p>
    </div>
  );
}

/**
 * O4A: a short quiz with feedback on every answer. The answer has every question's id as a key, with the
 * chosen option's id or null, so it is complete only when no question is left; answers may be changed.
 */
export function QuizActivity({ activity, value, onChange, data, dataFailed, onRetry }: ActivityProps) {
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
        {quiz.questions.map((question, i) => (
          <li key={question.id} className="quiz-question">
            <ChoiceList
              name={`${activity.activity_code}-${question.id}`}
              legend={`${i + 1}. ${question.text}`}
              items={question.options}
              idOf={(o) => o.id}
              selected={answers[question.id] ?? null}
              onSelect={(o) => onChange(answerQuestion(quiz, value, question.id, o.id))}
              render={(o) => {
                const answered = answers[question.id] ?? null;
                // Once answered, the right option and a wrong choice say so in words, not only in colour.
                const tag = answered === null ? null : o.correct ? 'activity.quiz.right' : o.id === answered ? 'activity.quiz.wrong' : null;
                return (
                  <>
                    <span className="choice-title">{o.text}</span>{' '}
                    {tag && (
                      <span className={o.correct ? 'quiz-tag correct' : 'quiz-tag'}>
                        <FormattedMessage id={tag} />
                      </span>
                    )}
                  </>
                );
              }}
            />
            <div aria-live="polite" className="quiz-feedback">
              <Feedback question={question} choice={answers[question.id] ?? null} />
            </div>
          </li>
        ))}
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
