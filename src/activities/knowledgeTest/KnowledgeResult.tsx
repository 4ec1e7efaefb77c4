import { FormattedMessage } from 'react-intl';
import type { PupilKnowledge } from '../../domain/knowledgeTest';
import { withLaterTexts } from '../../i18n/LaterTexts';

/** One of the pupil's two answers: what they chose and whether it was right, in words (never by colour alone). */
function Answer({ label, answer }: { label: 'before' | 'after'; answer: PupilKnowledge['items'][number]['before'] }) {
  return (
    <p className={answer?.right ? 'knowledge-answer right' : 'knowledge-answer'}>
      <strong>
        {label === 'before' ? <FormattedMessage id="knowledgeResult.before" /> : <FormattedMessage id="knowledgeResult.after" />}:
      </strong>{' '}
      {answer ? (
        <>
          {answer.text} (<FormattedMessage id={answer.right ? 'knowledgeResult.right' : 'knowledgeResult.wrong'} />)
        </>
      ) : (
        <FormattedMessage id="knowledgeResult.none" />
      )}
    </p>
  );
}

/** The pupil's before and after, item by item with the right answer and explanation: in O5T and in the summary (O5D). */
function KnowledgeResultView({ result, embedded = false }: { result: PupilKnowledge; embedded?: boolean }) {
  // In O5T the result is a section of its own (h2, items h3); in the summary it sits in a part that has the h2.
  const body = (
    <>
      <p className="knowledge-score">
        <strong>
          {result.before === null ? (
            <FormattedMessage id="knowledgeResult.scoreAfterOnly" values={{ after: result.after, total: result.total }} />
          ) : (
            <FormattedMessage id="knowledgeResult.score" values={{ before: result.before, after: result.after, total: result.total }} />
          )}
        </strong>
      </p>
      <ol className="knowledge-items">
        {result.items.map((item) => (
          <li key={item.id}>
            <h3>{item.question}</h3>
            <Answer label="before" answer={item.before} />
            <Answer label="after" answer={item.after} />
            <FormattedMessage id="knowledgeResult.correct" values={{ answer: item.correct }} tagName="p" />
            <p>{item.explanation}</p>
            <p className="hint">
              <a href={item.source.url}>
                <FormattedMessage id="knowledgeResult.source" values={{ name: item.source.name, year: item.source.year }} />
              </a>
            </p>
          </li>
        ))}
      </ol>
    </>
  );
  if (embedded) return <div className="knowledge-result">{body}</div>;
  return (
    <section className="knowledge-result" aria-labelledby="knowledge-result-heading">
      <h2 id="knowledge-result-heading">
        <FormattedMessage id="knowledgeResult.heading" />
      </h2>
      {body}
    </section>
  );
}

/** With its texts, which are in the part that comes after the page (src/i18n/LaterTexts.tsx). */
export const KnowledgeResult = withLaterTexts(KnowledgeResultView, 'block');
