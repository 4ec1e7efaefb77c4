import { memo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ActivityQuestions } from '../../contracts/admin';
import type { Lang } from '../../contracts/lang';
import type { OktContent } from '../../contracts/okt';

export interface QuestionResultsProps {
  lang: Lang;
  results: ActivityQuestions[];
  content: readonly OktContent[];
}

/**
 * Per question, right first answers of all, most missed first, and the wrong answer most chose; counts only, never who
 * chose what. Memoised: the class view keeps unchanged results as the same object (src/domain/progressSharing.ts).
 */
export const QuestionResults = memo(function QuestionResults({ lang, results, content }: QuestionResultsProps) {
  const intl = useIntl();
  const titleOf = (okt: number, code: string) => content.find((o) => o.id === okt)?.activities.find((a) => a.activity_code === code)?.title;
  return (
    <section className="cv-questions" aria-labelledby="cv-questions-title">
      <h3 id="cv-questions-title">
        <FormattedMessage id="admin.questions.title" />
      </h3>
      <p className="hint">
        <FormattedMessage id="admin.questions.intro" />
      </p>
      {results.map((activity) => {
        const title = titleOf(activity.okt, activity.activity);
        const anyAnswer = activity.questions.some((q) => q.answered > 0);
        return (
          <div key={activity.activity} className="cv-question-group">
            <h4>{title ? intl.formatMessage({ id: 'admin.sessions.oktTitled' }, { okt: activity.okt, title }) : intl.formatMessage({ id: 'admin.sessions.okt' }, { okt: activity.okt })}</h4>
            {!anyAnswer ? (
              <p className="hint">
                <FormattedMessage id="admin.questions.noAnswers" />
              </p>
            ) : (
              <ol className="cv-question-list">
                {activity.questions.map((q) => {
                  const id = `cv-q-${activity.activity}-${q.id}`;
                  return (
                    <li key={q.id}>
                      <p id={id} className="cv-question-text">
                        {q.text[lang]}
                      </p>
                      <div className="cv-question-score">
                        <FormattedMessage id="admin.questions.right" values={{ right: q.right, answered: q.answered }} tagName="span" />
                        <progress max={Math.max(q.answered, 1)} value={q.right} aria-labelledby={id} />
                      </div>
                      {q.mostChosenWrong && (
                        <p className="cv-question-wrong">
                          <FormattedMessage id="admin.questions.mostWrong" values={{ answer: q.mostChosenWrong.text[lang], count: q.mostChosenWrong.count }} />
                        </p>
                      )}
                    </li>
                  );
                })}
              </ol>
            )}
          </div>
        );
      })}
    </section>
  );
});
