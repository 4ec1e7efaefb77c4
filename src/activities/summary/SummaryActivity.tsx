import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { Lang } from '../../contracts/lang';
import { formatAmount, formatSignedAmount } from '../../domain/amount';
import type { ExpensePlan } from '../../domain/expensePlan';
import { DataState } from '../DataState';
import { ScenarioOutcomeText } from '../insuranceScenario/ScenarioOutcomeText';
import { BudgetComparison } from '../insurances/BudgetComparison';
import { LazyPdfContainer } from '../../features/pdf/LazyPdfContainer';
import { ReflectionActivity } from '../reflection/ReflectionActivity';
import type { ActivityProps } from '../types';
import { readStory } from './story';
import { lazy, Suspense } from 'react';
import { baseLine, storedChange } from '../../domain/budget';
import { Button } from '../../design/Button';
import { FigureRow, FigureTable } from '../../design/FigureTable';

// Its own chunk, below the fold, so the summary page stays within its first-load budget.
const LivedBudgetTable = lazy(() => import('./LivedBudgetTable').then((m) => ({ default: m.LivedBudgetTable })));
// Likewise: the last part, below the fold.
const KnowledgeSummaryPart = lazy(() => import('../knowledgeTest/KnowledgeSummaryPart').then((m) => ({ default: m.KnowledgeSummaryPart })));

const hrefOf = (lang: Lang, code: string) => `/${lang}/okt/${code[1]}/${code}`;

const COVER_TEXT = {
  savings: 'activity.summary.cover.savings',
  cut: 'activity.summary.cover.cut',
  borrow: 'activity.summary.cover.borrow',
} as const;
const PLAN_TEXT = { savings: 'activity.summary.plan.savings', cut: 'activity.summary.plan.cut', borrow: 'activity.summary.plan.borrow' } as const;

/** How the expense was paid, in the plan's own figures (the same as O2D, O2E and the PDF). */
function PlanText({ plan }: { plan: ExpensePlan }) {
  const intl = useIntl();
  const values = {
    monthly: formatAmount(plan.monthly),
    months: plan.months ?? 0,
    total: formatAmount(plan.totalPaid),
    extra: formatAmount(plan.totalPaid - plan.amount),
  };
  const id = plan.choice === 'savings' && plan.months === null ? 'activity.summary.plan.savingsNever' : PLAN_TEXT[plan.choice];
  const verdict =
    plan.remainingDuring === null
      ? null
      : plan.remainingDuring >= 0
        ? intl.formatMessage({ id: 'activity.summary.plan.balances' }, { amount: formatAmount(plan.remainingDuring) })
        : intl.formatMessage({ id: 'activity.summary.plan.short' }, { amount: formatAmount(-plan.remainingDuring) });
  return (
    <>
      {intl.formatMessage({ id: COVER_TEXT[plan.choice] })} {intl.formatMessage({ id }, values)}
      {verdict && plan.months !== null && ` ${verdict}`}
    </>
  );
}
const PAYMENT_TEXT = { save: 'activity.summary.payment.save', credit: 'activity.summary.payment.credit' } as const;

/** A part of the story not done yet: says so, with a link to the activity that does it. */
function NotDone({ lang, code, part }: { lang: Lang; code: string; part: string }) {
  const intl = useIntl();
  return (
    <p className="summary-missing">
      <FormattedMessage id="activity.summary.notDone" />{' '}
      <Link href={hrefOf(lang, code)} aria-label={intl.formatMessage({ id: 'activity.summary.doItLabel' }, { part })}>
        <FormattedMessage id="activity.summary.doIt" />
      </Link>
    </p>
  );
}

function ChangeLink({ lang, code, part, className }: { lang: Lang; code: string; part: string; className?: string }) {
  const intl = useIntl();
  return (
    <Link href={hrefOf(lang, code)} className={className} aria-label={intl.formatMessage({ id: 'activity.summary.changeLabel' }, { part })}>
      <FormattedMessage id="activity.summary.change" />
    </Link>
  );
}

/** A step within a part: what the pupil did there with a link to change it, or that it is not done yet. */
function Step({ lang, code, part, done, children }: { lang: Lang; code: string; part: string; done: boolean; children: ReactNode }) {
  if (!done) return <NotDone lang={lang} code={code} part={part} />;
  return (
    <p>
      {children} <ChangeLink lang={lang} code={code} part={part} />
    </p>
  );
}

function Part({ lang, id, titleId, code, done, children }: { lang: Lang; id: string; titleId: string; code: string; done: boolean; children: ReactNode }) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: titleId });
  return (
    <section className="summary-part" aria-labelledby={`summary-${id}`}>
      <div className="summary-head">
        <h2 id={`summary-${id}`}>{title}</h2>
        {done && <ChangeLink lang={lang} code={code} part={title} className="summary-change" />}
      </div>
      {done ? children : <NotDone lang={lang} code={code} part={title} />}
    </section>
  );
}

/** O5D: the pupil's whole story on one page, each part with a link to change it, then their reflection (the answer). */
export function SummaryActivity(props: ActivityProps) {
  const { lang, responses, objects, data, dataFailed, onRetry } = props;
  const intl = useIntl();
  if (data?.kind !== 'summary') return <DataState failed={dataFailed} onRetry={onRetry} />;
  const story = readStory(responses, objects, data);
  const t = (id: string) => intl.formatMessage({ id });
  const { job, budget, unexpected, purchase, comparison, pocket, quiz, insurances, scenario } = story;

  return (
    <div className="summary">
      <Part lang={lang} id="job" titleId="activity.summary.job.title" code="O1D" done={job !== null}>
        {job && (
          <p>
            <FormattedMessage
              id="activity.summary.job.text"
              values={{ job: <strong>{job.title}</strong>, gross: formatAmount(job.grossYearly), net: formatAmount(job.netMonthly) }}
            />
          </p>
        )}
      </Part>

      <Part lang={lang} id="budget" titleId="activity.summary.budget.title" code={budget?.code ?? 'O2B'} done={budget !== null}>
        {budget && story.lived && (
          <Suspense fallback={<div className="skeleton lived-budget-slot" aria-hidden="true" />}>
            <LivedBudgetTable responses={responses} from={story.lived} categories={data.reference.categories} />
          </Suspense>
        )}
      </Part>

      <Part lang={lang} id="unexpected" titleId="activity.summary.unexpected.title" code="O2C" done={unexpected !== null}>
        {unexpected && (
          <>
            <FormattedMessage id="activity.summary.unexpected.text" values={{ title: unexpected.title, amount: formatAmount(unexpected.amount) }} tagName="p" />
            <Step lang={lang} code="O2D" part={t('activity.summary.unexpected.how')} done={unexpected.plan !== null}>
              {unexpected.plan && <PlanText plan={unexpected.plan} />}
            </Step>
          </>
        )}
      </Part>

      <Part lang={lang} id="credit" titleId="activity.summary.credit.title" code="O3A" done={purchase !== null}>
        {purchase && (
          <>
            <FormattedMessage id="activity.summary.credit.text" values={{ title: purchase.title, price: formatAmount(purchase.price) }} tagName="p" />
            {comparison ? (
              <FigureTable>
                <FormattedMessage id="activity.summary.credit.caption" tagName="caption" />
                <tbody>
                  <FigureRow id={comparison.saveMonths === null ? 'activity.summary.credit.saveNever' : 'activity.summary.credit.save'} values={{ months: comparison.saveMonths }}>
                    {formatAmount(comparison.savePaid)}
                  </FigureRow>
                  <FigureRow id="activity.summary.credit.credit" values={{ months: comparison.creditMonths }}>{formatAmount(comparison.creditPaid)}</FigureRow>
                  {story.credit && (
                    <>
                      <FigureRow id="activity.summary.credit.saveMonthly">{formatAmount(story.credit.monthlySaving)}</FigureRow>
                      <FigureRow id="activity.summary.credit.creditMonthly">{formatAmount(story.credit.loan.monthlyTotal)}</FigureRow>
                    </>
                  )}
                  <FigureRow className="sum" id="activity.summary.credit.extra">{formatSignedAmount(comparison.extraCostOfCredit)}</FigureRow>
                </tbody>
              </FigureTable>
            ) : (
              <NotDone lang={lang} code={story.savingDone ? 'O3C' : 'O3B'} part={t('activity.summary.credit.caption')} />
            )}
            <Step lang={lang} code="O3D" part={t('activity.summary.payment.part')} done={story.payment !== null}>
              {story.payment && <FormattedMessage id={PAYMENT_TEXT[story.payment.choice]} />}
              {story.payment && story.payment.reason.trim() !== '' && (
                <>
                  {' '}
                  <FormattedMessage id="activity.summary.payment.reason" values={{ reason: story.payment.reason.trim() }} />
                </>
              )}
            </Step>
          </>
        )}
      </Part>

      <Part lang={lang} id="pocket" titleId="activity.summary.pocket.title" code="O3E" done={pocket !== null}>
        {pocket && (
          <p>
            <FormattedMessage
              id="activity.summary.pocket.text"
              values={{
                title: pocket.expense.title,
                times: pocket.timesPerWeek,
                perYear: formatAmount(pocket.cost.perYear),
                perMonth: formatAmount(pocket.cost.perMonth),
              }}
            />
          </p>
        )}
      </Part>

      <Part lang={lang} id="quiz" titleId="activity.summary.quiz.title" code="O4A" done={quiz !== null}>
        {quiz && (
          <p>
            <FormattedMessage id="activity.quiz.score" values={{ correct: quiz.correct, total: quiz.total }} />
            {quiz.answered < quiz.total && (
              <>
                {' '}
                <FormattedMessage id="activity.summary.quiz.unanswered" values={{ left: quiz.total - quiz.answered }} />
              </>
            )}
          </p>
        )}
      </Part>

      <Part lang={lang} id="insurance" titleId="activity.summary.insurance.title" code="O5B" done={insurances !== null}>
        {insurances && (
          <>
            {insurances.products.length > 0 ? (
              <ul>
                {insurances.products.map((p) => (
                  <li key={p.id}>{p.title}</li>
                ))}
              </ul>
            ) : (
              <FormattedMessage id="activity.summary.insurance.none" tagName="p" />
            )}
            <FormattedMessage id="activity.summary.insurance.total" values={{ monthly: formatAmount(insurances.monthly) }} tagName="p" />
            <BudgetComparison lang={lang} monthly={insurances.monthly} line={insuranceLine(responses) ?? budget?.forsikring ?? null} budgetCode={budget?.code ?? 'O2B'} />
            {scenario ? (
              <p>
                <strong>{scenario.title}:</strong> <ScenarioOutcomeText scenario={scenario} products={data.insurance.products} chosen={insurances.chosen} />
              </p>
            ) : (
              <NotDone lang={lang} code="O5C" part={t('activity.summary.insurance.scenario')} />
            )}
          </>
        )}
      </Part>

      {data.knowledgeTest && (
        <Suspense fallback={<div className="skeleton" aria-hidden="true" />}>
          <KnowledgeSummaryPart test={data.knowledgeTest} responses={responses} notDone={(code, part) => <NotDone lang={lang} code={code} part={part} />} />
        </Suspense>
      )}

      <p className="summary-print">
        <Button variant="secondary" onClick={() => window.print()}>
          <FormattedMessage id="activity.summary.print" />
        </Button>
      </p>

      <ReflectionActivity {...props} />

      <LazyPdfContainer lang={lang} />
    </div>
  );
}

/** The insurance line once O5B has made the premiums the line (paid from a line the pupil picked), else økt 2's. */
function insuranceLine(responses: Record<string, unknown>): number | null {
  const base = baseLine(responses, 'forsikring');
  const { delta, from } = storedChange(responses.O5B);
  return base === null ? null : from !== null || delta === 0 ? base + delta : base;
}
