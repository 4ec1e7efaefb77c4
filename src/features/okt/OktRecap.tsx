import '../../styles/completion.css';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatAmount } from '../../domain/amount';
import type { RecapItem } from './completionView';

// Written out so every message id stands in the code.
const LABEL: Record<RecapItem['kind'], string> = {
  job: 'oktComplete.recap.job',
  netPay: 'oktComplete.recap.netPay',
  left: 'oktComplete.recap.left',
  expense: 'oktComplete.recap.expense',
  cover: 'oktComplete.recap.cover',
  purchase: 'oktComplete.recap.purchase',
  payment: 'oktComplete.recap.payment',
  pocket: 'oktComplete.recap.pocket',
  quiz: 'oktComplete.recap.quiz',
  insurances: 'oktComplete.recap.insurances',
  scenario: 'oktComplete.recap.scenario',
  knowledge: 'oktComplete.recap.knowledge',
};
const COVER_TEXT = { savings: 'activity.summary.cover.savings', cut: 'activity.summary.cover.cut', borrow: 'activity.summary.cover.borrow' } as const;
const PAYMENT_TEXT = { save: 'activity.summary.payment.save', credit: 'activity.summary.payment.credit' } as const;

function RecapValue({ item }: { item: RecapItem }) {
  const intl = useIntl();
  const amount = (n: number) => formatAmount(n);
  switch (item.kind) {
    case 'job':
      return <>{item.title}</>;
    case 'netPay':
      return <FormattedMessage id="oktComplete.recap.perMonth" values={{ amount: amount(item.monthly) }} />;
    case 'left':
      return item.monthly < 0 ? (
        <FormattedMessage id="oktComplete.recap.short" values={{ amount: amount(-item.monthly) }} />
      ) : (
        <FormattedMessage id="oktComplete.recap.perMonth" values={{ amount: amount(item.monthly) }} />
      );
    case 'expense':
      return <FormattedMessage id="oktComplete.recap.titledAmount" values={{ title: item.title, amount: amount(item.amount) }} />;
    case 'cover':
      return <FormattedMessage id={COVER_TEXT[item.choice]} />;
    case 'purchase':
      return <FormattedMessage id="oktComplete.recap.titledAmount" values={{ title: item.title, amount: amount(item.price) }} />;
    case 'payment':
      return <FormattedMessage id={PAYMENT_TEXT[item.choice]} />;
    case 'pocket':
      return <FormattedMessage id="oktComplete.recap.titledAmount" values={{ title: item.title, amount: amount(item.perYear) }} />;
    case 'quiz':
      return <FormattedMessage id="oktComplete.recap.quizValue" values={{ correct: item.correct, total: item.total }} />;
    case 'insurances':
      return item.titles.length === 0 ? (
        <FormattedMessage id="oktComplete.recap.insurancesNone" />
      ) : (
        <FormattedMessage id="oktComplete.recap.insurancesValue" values={{ titles: intl.formatList(item.titles, { type: 'conjunction' }), amount: amount(item.monthly) }} />
      );
    case 'scenario':
      return <FormattedMessage id="oktComplete.recap.scenarioValue" values={{ title: item.title, amount: amount(item.youPay) }} />;
    case 'knowledge':
      return item.before === null ? (
        <FormattedMessage id="knowledgeResult.scoreAfterOnly" values={{ after: item.after, total: item.total }} />
      ) : (
        <FormattedMessage id="knowledgeResult.score" values={{ before: item.before, after: item.after, total: item.total }} />
      );
  }
}

/** What the pupil decided, as label and value pairs. */
export function RecapList({ items }: { items: RecapItem[] }) {
  return (
    <dl className="recap-list">
      {items.map((item) => (
        <div key={item.kind} className="recap-item">
          <FormattedMessage id={LABEL[item.kind]} tagName="dt" />
          <dd>
            <RecapValue item={item} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

export type RecapState = { kind: 'loading' } | { kind: 'session'; items: RecapItem[] } | { kind: 'course'; parts: { okt: number; title: string; items: RecapItem[] }[] };

/** The completion page's recap: one session's decisions, or the whole course on the last page. */
export function OktRecap({ recap }: { recap: RecapState }) {
  const intl = useIntl();
  if (recap.kind === 'loading') return <div className="recap skeleton" aria-busy="true" aria-label={intl.formatMessage({ id: 'oktComplete.recap.loading' })} />;
  if (recap.kind === 'session') {
    if (recap.items.length === 0) return null;
    return (
      <section className="recap" aria-labelledby="recap-title">
        <h2 id="recap-title">
          <FormattedMessage id="oktComplete.recap.title" />
        </h2>
        <RecapList items={recap.items} />
      </section>
    );
  }
  if (recap.parts.length === 0) return null;
  return (
    <section className="recap" aria-labelledby="recap-title">
      <h2 id="recap-title">
        <FormattedMessage id="oktComplete.course.title" />
      </h2>
      {recap.parts.map((part) => (
        <section key={part.okt} className="recap-part" aria-labelledby={`recap-okt-${part.okt}`}>
          <h3 id={`recap-okt-${part.okt}`}>
            <FormattedMessage id="oktComplete.okt.heading" values={{ okt: part.okt, title: part.title }} />
          </h3>
          <RecapList items={part.items} />
        </section>
      ))}
    </section>
  );
}
