import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { KNOWLEDGE_AFTER } from '../../contracts/knowledgeCodes';
import type { KnowledgeTest } from '../../contracts/knowledgeTest';
import { pupilKnowledge } from '../../domain/knowledgeTest';
import { withLaterTexts } from '../../i18n/LaterTexts';
import { KnowledgeResult } from './KnowledgeResult';

/** O5D's knowledge-test part: before and after once O5T is done, else `notDone`. Its own chunk: the last part, below the fold. */
function KnowledgeSummaryPartView({ test, responses, notDone }: { test: KnowledgeTest; responses: Record<string, unknown>; notDone: (code: string, title: string) => ReactNode }) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'knowledgeResult.summaryTitle' });
  const result = pupilKnowledge(test, responses);
  return (
    <section className="summary-part" aria-labelledby="summary-knowledge">
      <div className="summary-head">
        <h2 id="summary-knowledge">{title}</h2>
      </div>
      {result ? <KnowledgeResult result={result} embedded /> : notDone(KNOWLEDGE_AFTER.code, title)}
    </section>
  );
}

export const KnowledgeSummaryPart = withLaterTexts(KnowledgeSummaryPartView, 'block');
