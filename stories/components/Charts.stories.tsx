import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import okt2NnJson from '../../content/nn/okt2.json';
import okt2NoJson from '../../content/no/okt2.json';
import okt5NnJson from '../../content/nn/okt5.json';
import okt5NoJson from '../../content/no/okt5.json';
import { BudgetChangeChart } from '../../src/activities/charts/BudgetChangeChart';
import { BudgetChart } from '../../src/activities/charts/BudgetChart';
import { PaymentChart } from '../../src/activities/charts/PaymentChart';
import { PocketChart } from '../../src/activities/charts/PocketChart';
import { ScenarioChart } from '../../src/activities/charts/ScenarioChart';
import { BarChart } from '../../src/components/charts/BarChart';
import type { BudgetCategoryInfo } from '../../src/contracts/budget';
import type { InsuranceProduct, InsuranceScenario } from '../../src/contracts/insurance';
import type { Lang } from '../../src/contracts/lang';
import { summariseBudget } from '../../src/domain/budget';
import { pocketCost } from '../../src/domain/pocket';
import { comparePayment } from '../../src/domain/saving';
import { budgets } from '../fixtures/okt2';

const categories = { no: okt2NoJson.categories, nn: okt2NnJson.categories } as Record<Lang, BudgetCategoryInfo[]>;
const insurance = { no: okt5NoJson, nn: okt5NnJson } as Record<Lang, { products: InsuranceProduct[]; scenarios: InsuranceScenario[] }>;
/** An anleggsmaskinfører's pay after 2026 tax, as in the session 2 stories. */
const INCOME = 33_337;
const loan = { principal: 20_000, nominalRate: 0.2, months: 24, establishmentFee: 950, monthlyFee: 45 };

type ChartName = 'budget' | 'budgetDeficit' | 'budgetOneLine' | 'modified' | 'payment' | 'paymentNever' | 'pocket' | 'scenarioCovered' | 'scenarioNotCovered' | 'huge';

/** The page heading each story stands under: the activity's subject. */
const HEADINGS: Record<ChartName, string> = {
  budget: 'chart.budget.title',
  budgetDeficit: 'chart.budget.title',
  budgetOneLine: 'chart.budget.title',
  modified: 'chart.modified.title',
  payment: 'chart.payment.title',
  paymentNever: 'chart.payment.title',
  pocket: 'activity.pocket.perYear',
  scenarioCovered: 'chart.scenario.title',
  scenarioNotCovered: 'chart.scenario.title',
  huge: 'chart.scenario.amount',
};

/** One chart as it shows inside an activity, under a page heading (every story has one h1). */
function ChartStory({ lang = 'no', chart }: { lang?: Lang; chart: ChartName }) {
  const { products, scenarios } = insurance[lang];
  const scenario = (id: string) => scenarios.find((s) => s.id === id)!;
  const charts: Record<ChartName, () => ReactNode> = {
    budget: () => <BudgetChart summary={summariseBudget(INCOME, budgets.complete, categories[lang])} categories={categories[lang]} />,
    budgetDeficit: () => <BudgetChart summary={summariseBudget(INCOME, budgets.deficit, categories[lang])} categories={categories[lang]} />,
    budgetOneLine: () => (
      <BudgetChart summary={summariseBudget(INCOME, { ...budgets.partly, transport: null, mat: null }, categories[lang])} categories={categories[lang]} />
    ),
    modified: () => (
      <BudgetChangeChart
        original={budgets.complete}
        changed={{ ...budgets.complete, fritid: 2_000, sparing: 1_500 }}
        categories={categories[lang]}
        remaining={INCOME - 29_759 + 3_080}
      />
    ),
    payment: () => <PaymentChart title="PC-en" comparison={comparePayment(20_000, 1_500, 0.045, loan)} monthlySaving={1_500} establishmentFee={950} />,
    paymentNever: () => <PaymentChart title="PC-en" comparison={comparePayment(20_000, 10, 0, loan)} monthlySaving={10} establishmentFee={950} />,
    pocket: () => <PocketChart title="Snacks" times={5} cost={pocketCost(25, 5)} />,
    scenarioCovered: () => <ScenarioChart scenario={scenario('innbrudd-pc')} products={products} chosen={['innbo']} />,
    scenarioNotCovered: () => <ScenarioChart scenario={scenario('ankelbrudd-pa-ferie')} products={products} chosen={[]} />,
    huge: () => (
      <BarChart
        title="kr 100 000 000"
        summary="kr 100 000 000"
        rowHeader="–"
        legend={false}
        series={[{ name: '–', style: 'solid' }]}
        groups={[
          { label: '1', values: [0], texts: ['kr\u00A00'] },
          { label: '2', values: [250], texts: ['kr\u00A0250'] },
          { label: '3', values: [100_000_000], texts: ['kr\u00A0100\u00A0000\u00A0000'] },
        ]}
      />
    ),
  };
  return (
    <main className="activity-page" style={{ maxWidth: '44rem', margin: '0 auto', padding: '1rem' }}>
      <h1>
        <FormattedMessage id={HEADINGS[chart]} />
      </h1>
      {charts[chart]()}
    </main>
  );
}

/**
 * The charts (src/components/charts, src/activities/charts): plain SVG, text at its CSS size
 * at any width, a summary in words as the accessible name, and «Vis som tabell» under each.
 */
const meta = {
  title: 'Komponenter/Diagrammer',
  component: ChartStory,
  args: { chart: 'budget' },
  parameters: { bodyClass: 'gradient green okt' },
} satisfies Meta<typeof ChartStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** O2B: a complete budget against the reference amounts; sparing has no reference mark. */
export const Budsjett: Story = {};
/** O2B spending 1 147 kr more than the income; four lines above the usual. */
export const BudsjettMinus: Story = { args: { chart: 'budgetDeficit' } };
/** O2B with one line filled: the others show a dash. */
export const BudsjettEnPost: Story = { args: { chart: 'budgetOneLine' } };
/** O2E: the original budget (outlined) beside the changed one (filled). */
export const EndretBudsjett: Story = { args: { chart: 'modified' } };
/** O3D: paid in all over the months, saving up and on credit, with the month you can buy marked. */
export const SpareEllerKreditt: Story = { args: { chart: 'payment' }, parameters: { bodyClass: 'gradient orange okt' } };
/** O3D when 10 kr a month (no interest) would take over a hundred years: the saving line has no marker. */
export const SpareAldri: Story = { args: { chart: 'paymentNever' }, parameters: { bodyClass: 'gradient orange okt' } };
/** O3E: 25 kr five times a week, per week, month and year. */
export const Smautgift: Story = { args: { chart: 'pocket' }, parameters: { bodyClass: 'gradient orange okt' } };
/** O5C with innboforsikring chosen: premium, egenandel and the loss without cover. */
export const ForsikringDekker: Story = { args: { chart: 'scenarioCovered' }, parameters: { bodyClass: 'gradient pink okt' } };
/** O5C without reiseforsikring: the whole 100 000 kr. */
export const ForsikringManglet: Story = { args: { chart: 'scenarioNotCovered' }, parameters: { bodyClass: 'gradient pink okt' } };
/** Zero, a small amount and a very large one on one scale: the largest is written inside its bar. */
export const StoreTall: Story = { args: { chart: 'huge' } };
