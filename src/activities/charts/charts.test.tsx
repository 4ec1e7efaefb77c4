import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import okt2no from '../../../content/no/okt2.json';
import okt2nn from '../../../content/nn/okt2.json';
import okt5no from '../../../content/no/okt5.json';
import okt5nn from '../../../content/nn/okt5.json';
import type { BudgetCategoryInfo } from '../../contracts/budget';
import type { InsuranceProduct, InsuranceScenario } from '../../contracts/insurance';
import { htmlLangOf, type Lang } from '../../contracts/lang';
import type { BudgetResponse } from '../../contracts/responses';
import { summariseBudget } from '../../domain/budget';
import { comparePayment } from '../../domain/saving';
import { pocketCost } from '../../domain/pocket';
import { catalogues } from '../../i18n/catalogues';
import { BarChart } from '../../components/charts/BarChart';
import { BudgetChangeChart } from './BudgetChangeChart';
import { BudgetChart } from './BudgetChart';
import { PaymentChart } from './PaymentChart';
import { PocketChart } from './PocketChart';
import { ScenarioChart } from './ScenarioChart';

const NBSP = '\u00A0';
/** «kr 12 500» as the app writes it, with no-break spaces. */
const kr = (text: string) => `kr${NBSP}${text.replaceAll(' ', NBSP)}`;
const renderIn = (lang: Lang, ui: ReactNode) =>
  render(
    <IntlProvider locale={htmlLangOf(lang)} messages={catalogues[lang]}>
      {ui}
    </IntlProvider>,
  );
const categoriesOf = { no: okt2no.categories, nn: okt2nn.categories } as Record<Lang, BudgetCategoryInfo[]>;
const insuranceOf = { no: okt5no, nn: okt5nn } as Record<Lang, { products: InsuranceProduct[]; scenarios: InsuranceScenario[] }>;
const chart = () => screen.getByRole('img');
/** Opens «Vis som tabell» and gives the table's rows as text, one array per row. */
async function tableRows() {
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  await userEvent.click(screen.getByText('Vis som tabell'));
  return within(screen.getByRole('table'))
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
}

const budget: BudgetResponse = { boutgifter: 10_000, transport: 1_000, mat: 6_000, fritid: 3_000, klaer: 2_000, sparing: 2_000, forsikring: 100, andre_utgifter: 2_000 };

describe('BudgetChart (O2B)', () => {
  it('says in words how much is spent, what is left and which lines are above the usual, in Bokmål', async () => {
    renderIn('no', <BudgetChart summary={summariseBudget(30_000, budget, categoriesOf.no)} categories={categoriesOf.no} />);
    expect(chart()).toHaveAccessibleName(
      `Du har fordelt ${kr('26 100')} av inntekten på ${kr('30 000')}. Det er ${kr('3 900')} igjen. 2 poster er over det som er vanlig: Mat og drikke og Klær og sko.`,
    );
    const rows = await tableRows();
    expect(rows[0]).toEqual(['Post', 'Ditt budsjett', 'Vanlig for en ung voksen']);
    expect(rows[1]).toEqual(['Bolig', kr('10 000'), kr('10 440')]);
    expect(rows[6]).toEqual(['Sparing', kr('2 000'), 'Ingen tall']);
  });

  it('says it in Nynorsk, and names a deficit as what is spent beyond the income', () => {
    renderIn('nn', <BudgetChart summary={summariseBudget(20_000, budget, categoriesOf.nn)} categories={categoriesOf.nn} />);
    expect(chart().getAttribute('aria-label')).toMatch(
      new RegExp(`^Du har fordelt ${kr('26 100')} av inntekta på ${kr('20 000')}\\. Det er ${kr('6 100')} meir enn du tener\\. 2 postar er over det som er vanleg: `),
    );
  });

  it('says when it balances and nothing is above the usual; empty lines show as a dash', async () => {
    const some = { ...budget, mat: 4_000, klaer: 1_000, transport: null, andre_utgifter: null };
    renderIn('no', <BudgetChart summary={summariseBudget(20_100, some, categoriesOf.no)} categories={categoriesOf.no} />);
    expect(chart()).toHaveAccessibleName(`Du har fordelt ${kr('20 100')} av inntekten på ${kr('20 100')}. Det går akkurat opp. Ingen poster er over det som er vanlig.`);
    expect((await tableRows())[2]).toEqual(['Transport', '–', kr('985')]);
  });
});

describe('BudgetChangeChart (O2E)', () => {
  it('lists each changed line from what to what, and what is left now (nb)', async () => {
    const changed = { ...budget, fritid: 1_500, sparing: 0 };
    renderIn('no', <BudgetChangeChart original={budget} changed={changed} categories={categoriesOf.no} remaining={-250} />);
    expect(chart()).toHaveAccessibleName(
      `Du har endret 2 poster: Fritid og medier fra ${kr('3 000')} til ${kr('1 500')} og Sparing fra ${kr('2 000')} til ${kr('0')}. Det er ${kr('250')} mer enn du tjener.`,
    );
    const rows = await tableRows();
    expect(rows[0]).toEqual(['Post', 'Første budsjett', 'Endret budsjett']);
    expect(rows[4]).toEqual(['Fritid og medier', kr('3 000'), kr('1 500')]);
  });

  it('says nothing changed, in Nynorsk', () => {
    renderIn('nn', <BudgetChangeChart original={budget} changed={budget} categories={categoriesOf.nn} remaining={3_900} />);
    expect(chart()).toHaveAccessibleName(`Du har ikkje endra nokon postar. Det er ${kr('3 900')} att.`);
  });
});

describe('PaymentChart (O3D)', () => {
  const loan = { principal: 20_000, nominalRate: 0.2, months: 24, establishmentFee: 950, monthlyFee: 45 };
  const comparison = comparePayment(20_000, 1_500, 0, loan);

  it('puts the extra cost of credit and the month you can buy in words, and marks both on the lines (nb)', async () => {
    renderIn('no', <PaymentChart title="PC-en" comparison={comparison} monthlySaving={1_500} establishmentFee={950} />);
    const credit = Math.round(comparison.creditPaid);
    const extra = Math.round(comparison.extraCostOfCredit);
    const grouped = (n: number) => n.toLocaleString('nb-NO').replaceAll('\u00A0', ' ');
    expect(chart()).toHaveAccessibleName(
      `Med kreditt betaler du ${kr(grouped(credit))}, ${kr(grouped(extra))} mer enn ved å spare, men du får PC-en med en gang. Sparer du, betaler du ${kr('20 000')} og får PC-en etter 14 måneder.`,
    );
    expect(within(chart()).getByText('Kjøper nå')).toBeInTheDocument();
    expect(within(chart()).getByText('Kjøper etter 14 måneder')).toBeInTheDocument();
    const rows = await tableRows();
    expect(rows).toEqual([
      ['', 'Sparing', 'Kreditt'],
      ['Når du kan kjøpe', '14 måneder', 'Med en gang'],
      ['Betalt til sammen', kr('20 000'), kr(grouped(credit))],
      ['Ferdig betalt', '14 måneder', '24 måneder'],
    ]);
  });

  it('says so when saving never gets there, in Nynorsk, with no marker on the saving line', async () => {
    const never = comparePayment(20_000, 1, 0, loan);
    renderIn('nn', <PaymentChart title="PC-en" comparison={never} monthlySaving={1} establishmentFee={950} />);
    expect(chart().getAttribute('aria-label')).toMatch(/får PC-en med ein gong\. Med kr\u00A01 i månaden sparar du deg aldri opp til PC-en\.$/);
    expect(within(chart()).getByText('Kjøper no')).toBeInTheDocument();
    expect(within(chart()).queryByText(/Kjøper etter/)).not.toBeInTheDocument();
    const rows = await tableRows();
    expect(rows.map((row) => row[1])).toEqual(['Sparing', 'Aldri', '–', '–']);
  });

  it('does not call credit dearer when it costs no more than saving', () => {
    const free = { principal: 6_000, nominalRate: 0, months: 6, establishmentFee: 0, monthlyFee: 0 };
    renderIn('no', <PaymentChart title="mobilen" comparison={comparePayment(6_000, 1_000, 0, free)} monthlySaving={1_000} establishmentFee={0} />);
    expect(chart().getAttribute('aria-label')).toMatch(/^Med kreditt betaler du kr\u00A06\u00A0000, ikke mer enn ved å spare/);
  });
});

describe('PocketChart (O3E)', () => {
  it('adds the habit up per week, month and year (nb)', async () => {
    renderIn('no', <PocketChart title="Snacks" times={5} cost={pocketCost(25, 5)} />);
    expect(chart()).toHaveAccessibleName(`5 ganger i uka koster ${kr('125')} i uka, ${kr('542')} i måneden og ${kr('6 500')} i året.`);
    expect(await tableRows()).toEqual([
      ['Tid', 'Koster'],
      ['I uka', kr('125')],
      ['I måneden', kr('542')],
      ['I året', kr('6 500')],
    ]);
  });

  it('says «éin gong» once a week, in Nynorsk', () => {
    renderIn('nn', <PocketChart title="Kaffi" times={1} cost={pocketCost(45, 1)} />);
    expect(chart()).toHaveAccessibleName(`Éin gong i veka kostar ${kr('45')} i veka, ${kr('195')} i månaden og ${kr('2 340')} i året.`);
  });
});

describe('ScenarioChart (O5C)', () => {
  const scenario = (lang: Lang, id: string) => insuranceOf[lang].scenarios.find((s) => s.id === id)!;

  it('sets the yearly premium against the loss, with the insurance chosen (nb)', async () => {
    const { products } = insuranceOf.no;
    renderIn('no', <ScenarioChart scenario={scenario('no', 'innbrudd-pc')} products={products} chosen={['innbo']} />);
    expect(chart()).toHaveAccessibleName(`Innboforsikring koster ${kr('852')} i året. Uten den hadde dette kostet deg ${kr('8 000')}; nå betaler du ${kr('3 000')}.`);
    expect(await tableRows()).toEqual([
      ['Hva', 'Beløp'],
      ['Innboforsikring koster i året', kr('852')],
      ['Du betaler nå', kr('3 000')],
      ['Uten forsikring', kr('8 000')],
    ]);
  });

  it('says the whole loss is paid without the insurance, in Nynorsk', () => {
    const { products } = insuranceOf.nn;
    const ankle = scenario('nn', 'ankelbrudd-pa-ferie');
    const title = products.find((p) => p.id === 'reise-ung')!.title;
    renderIn('nn', <ScenarioChart scenario={ankle} products={products} chosen={[]} />);
    expect(chart()).toHaveAccessibleName(`${title} kostar ${kr('1 428')} i året. Du valde ho ikkje, så du betaler heile ${kr('100 000')} sjølv.`);
  });

  it('has no premium bar when no insurance covers the event', async () => {
    const { products } = insuranceOf.no;
    renderIn('no', <ScenarioChart scenario={{ ...scenario('no', 'innbrudd-pc'), coveredBy: 'finnes-ikke' }} products={products} chosen={['innbo']} />);
    expect(chart()).toHaveAccessibleName(`Dette koster ${kr('8 000')}, og ingen forsikring dekker det.`);
    expect(await tableRows()).toHaveLength(3);
  });
});

describe('BarChart', () => {
  const bars = () => [...document.querySelectorAll('svg[role="img"] rect.chart-bar-solid')];

  it('draws one category, with zero and negative values as no bar, and writes the real figures in the table', async () => {
    renderIn('no', <BarChart title="T" summary="S" rowHeader="Post" series={[{ name: 'Beløp', style: 'solid' }]} groups={[{ label: 'Mat', values: [0], texts: [kr('0')] }]} />);
    expect(bars()).toHaveLength(0);
    expect(within(chart()).getByText('kr 0')).toBeInTheDocument();
    expect(await tableRows()).toEqual([
      ['Post', 'Beløp'],
      ['Mat', kr('0')],
    ]);
  });

  it('scales to the largest value, writing a very large one inside its bar so it stays on the chart', () => {
    renderIn(
      'no',
      <BarChart
        title="T"
        summary="S"
        rowHeader="Post"
        series={[{ name: 'Beløp', style: 'solid' }]}
        groups={[
          { label: 'Liten', values: [-500], texts: ['−kr 500'] },
          { label: 'Stor', values: [100_000_000], texts: [kr('100 000 000')] },
        ]}
      />,
    );
    expect(bars().map((bar) => bar.getAttribute('width'))).toEqual(['98.50%']);
    const big = within(chart()).getByText('kr 100 000 000');
    expect(big).toHaveAttribute('text-anchor', 'end');
    expect(big).toHaveClass('chart-value-inverse');
  });
});
