import { FormattedMessage } from 'react-intl';
import { KNOWLEDGE_AFTER } from '../../contracts/knowledgeCodes';
import type { KnowledgeTest } from '../../contracts/knowledgeTest';
import { ChoiceCards } from '../../design/ChoiceCards';
import { answerFirst, firstAnswers } from '../../domain/firstAnswers';
import { isTestDone, pupilKnowledge } from '../../domain/knowledgeTest';
import { seededShuffle } from '../../domain/seededShuffle';
import { withLaterTexts } from '../../i18n/LaterTexts';
import { DataState } from '../DataState';
import type { ActivityProps } from '../types';
import { KnowledgeResult } from './KnowledgeResult';

/** O1T and O5T: item id → first choice or null; right answers show after the second test; option order fixed by seed and item. */
export function KnowledgeTestActivity(props: ActivityProps) {
  if (props.data?.kind !== 'knowledgeTest') return <DataState failed={props.dataFailed} onRetry={props.onRetry} />;
  return <KnowledgeItemsWithTexts {...props} test={props.data.test} />;
}

function KnowledgeItems({ activity, seed, value, onChange, responses, test }: ActivityProps & { test: KnowledgeTest }) {
  const answers = firstAnswers(test.items, value);
  const answered = Object.values(answers).filter(Boolean).length;
  const total = test.items.length;
  const isAfter = activity.component === KNOWLEDGE_AFTER.component;
  const result = isAfter ? pupilKnowledge(test, { ...responses, [activity.activity_code]: value }) : null;

  return (
    <div className="knowledge-test">
      {activity.prompt && <p className="lead">{activity.prompt}</p>}
      <p className="hint">
        <FormattedMessage id="knowledgeTest.count" values={{ total }} />
      </p>
      {test.items.map((item, i) => {
        const name = `${activity.activity_code}-${item.id}`;
        const chosen = answers[item.id] ?? null;
        return (
          <div key={item.id} className="knowledge-item">
            <ChoiceCards
              name={name}
              legend={`${i + 1}. ${item.question}`}
              items={seededShuffle(item.options, seed, item.id)}
              idOf={(o) => o.id}
              selected={chosen}
              onSelect={(o) => {
                if (!chosen) onChange(answerFirst(test.items, value, item.id, o.id));
              }}
              render={(o) => <span className="choice-title">{o.text}</span>}
            />
            {chosen && (
              <p className="hint">
                <FormattedMessage id="knowledgeTest.saved" />
              </p>
            )}
          </div>
        );
      })}
      <div role="status" className="quiz-score">
        <FormattedMessage id="knowledgeTest.answered" values={{ answered, total }} tagName="p" />
        {!isAfter && isTestDone(test, value) && (
          <FormattedMessage id="knowledgeTest.beforeDone" tagName="p" />
        )}
      </div>
      {result && <KnowledgeResult result={result} />}
    </div>
  );
}

/** With its texts, in the part the session pages fetch after they show (src/i18n/LaterTexts.tsx). */
const KnowledgeItemsWithTexts = withLaterTexts(KnowledgeItems, 'block');
