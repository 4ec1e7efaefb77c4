import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { OktScreen } from '../../src/screens/OktScreen';
import { activityArgTypes, activityInLang, activityStoryArgs, noObjects, section } from '../fixtures/okt';
import { budgetWithSaving, creditDocument, creditItemsDocument, dataInLang, itemOf, pocketDocument, purchaseInLang } from '../fixtures/okt3';
import { routeTheme } from '../routeTheme';

const okt3 = section(3, {});
const pc = itemOf('ny-pc');
const withPc = { ...noObjects, creditPurchase: pc };
const saved = { O3A: 'ny-pc', O3B: { monthly: 1_000 }, O3C: { offerId: 'delbetaling-nettbutikk', months: 12 } };

/**
 * /{lang}/okt/3/O3A–O3E: choosing something to buy, saving up for it, buying it on credit, choosing
 * between the two, and a small purchase repeated every week. The items, offers, savings rate and small
 * purchases are the real content (content/{no,nn}/okt3.json) in the story's language.
 */
const meta = {
  title: 'Skjermer/Økt 3 – aktiviteter',
  component: OktScreen,
  args: activityStoryArgs(okt3, 'O3A', ''),
  argTypes: activityArgTypes,
  parameters: routeTheme('okt', okt3.color),
  render: (args) => (
    <OktScreen
      {...activityInLang(args, { data: dataInLang, objects: (objects, lang) => ({ ...objects, creditPurchase: purchaseInLang(objects.creditPurchase, lang) }) })}
    />
  ),
} satisfies Meta<typeof OktScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** O3A while the items load. */
export const KjopLaster: Story = {};

/** O3A when the items could not be fetched: «Prøv igjen» calls onRetry. */
export const KjopKunneIkkeLaste: Story = { args: { dataFailed: true } };

export const KjopValg: Story = { args: { data: creditItemsDocument() } };

export const KjopValgt: Story = { args: { data: creditItemsDocument(), value: 'ny-pc', objects: withPc, saveStatus: 'saved' } };

/** O3B opened before anything was chosen to buy: a link back to O3A, nothing loaded. */
export const SpareUtenKjop: Story = { args: { part: 'O3B' } };

export const SpareLaster: Story = { args: { part: 'O3B', objects: withPc } };

/** O3B the first time: the budget's sparing line (1 000 kr) is the starting amount, and is stored. */
export const SpareFraBudsjett: Story = {
  args: { part: 'O3B', objects: withPc, responses: { O2B: budgetWithSaving(1_000), O3A: 'ny-pc' }, data: creditDocument() },
};

export const SpareLagret: Story = { args: { ...SpareFraBudsjett.args, value: { monthly: 1_000 }, saveStatus: 'saved' } };

/** Saving nothing: a plain message that you never get there, and no table. */
export const SpareIngenting: Story = { args: { ...SpareFraBudsjett.args, value: { monthly: 0 }, saveStatus: 'saved' } };

/** 50 kr a month for an 8 000 kr PC: more than ten years, said in years. */
export const SpareLenge: Story = { args: { ...SpareFraBudsjett.args, value: { monthly: 50 }, saveStatus: 'saved' } };

/** Text that is not an amount: the message beside the field, and the last good amount still counts. */
export const SpareUgyldigBelop: Story = {
  args: SpareLagret.args,
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('textbox');
    await userEvent.type(field, ' kroner');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
  },
};

/** O3C opened before anything was chosen to buy. */
export const KredittUtenKjop: Story = { args: { part: 'O3C' } };

export const KredittKunneIkkeLaste: Story = { args: { part: 'O3C', objects: withPc, dataFailed: true } };

export const KredittValg: Story = { args: { part: 'O3C', objects: withPc, responses: { O3A: 'ny-pc' }, data: creditDocument() } };

/** The instalment offer over 12 months: everything the law requires an advert to show, the effective rate included. */
export const KredittValgt: Story = {
  args: { ...KredittValg.args, value: { offerId: 'delbetaling-nettbutikk', months: 12 }, saveStatus: 'saved' },
};

/** O3D before saving (O3B) and credit (O3C) are worked out: links back to both. */
export const ValgUtenSparingOgKreditt: Story = { args: { part: 'O3D', objects: withPc, responses: { O3A: 'ny-pc' }, data: creditDocument() } };

/** The comparison in kroner and months, nothing chosen yet. */
export const ValgSammenligning: Story = { args: { part: 'O3D', objects: withPc, responses: saved, data: creditDocument() } };

/** A reason written before choosing is kept. */
export const ValgBegrunnelseForst: Story = {
  args: { ...ValgSammenligning.args, value: { choice: null, reason: 'Jeg vil ikke betale mer enn jeg må.' }, saveStatus: 'saved' },
};

/** Chose without a reason: leaving the field empty says a reason is needed. */
export const ValgUtenBegrunnelse: Story = {
  args: { ...ValgSammenligning.args, value: { choice: 'credit', reason: '' }, saveStatus: 'saved' },
  play: async ({ canvasElement }) => {
    const reason = within(canvasElement).getByRole('textbox');
    await userEvent.click(reason);
    await userEvent.tab();
    await expect(reason).toHaveAttribute('aria-invalid', 'true');
  },
};

export const ValgFerdig: Story = {
  args: { ...ValgSammenligning.args, value: { choice: 'save', reason: 'Det er billigere, og jeg kan vente noen måneder.' }, saveStatus: 'saved' },
};

/** O3E while the small purchases load. */
export const SmaakjopLaster: Story = { args: { part: 'O3E' } };

export const SmaakjopKunneIkkeLaste: Story = { args: { part: 'O3E', dataFailed: true } };

export const SmaakjopValg: Story = { args: { part: 'O3E', objects: withPc, responses: saved, data: pocketDocument() } };

/** A latte five days a week: per week, month and year, and what a year of it would buy of the PC chosen in O3A. */
export const SmaakjopValgt: Story = {
  args: { ...SmaakjopValg.args, value: { expenseId: 'kaffe-latte', timesPerWeek: 5 }, saveStatus: 'saved' },
};

/** Without a purchase from O3A the sums are shown on their own. */
export const SmaakjopUtenOnske: Story = {
  args: { part: 'O3E', data: pocketDocument(), value: { expenseId: 'energidrikk', timesPerWeek: 5 }, saveStatus: 'saved' },
};

/** A number of times outside 1–14: the message beside the field, and the last good number still counts. */
export const SmaakjopUgyldigAntall: Story = {
  args: SmaakjopValgt.args,
  play: async ({ canvasElement }) => {
    const times = within(canvasElement).getByRole('spinbutton');
    await userEvent.clear(times);
    await userEvent.type(times, '0');
    await expect(times).toHaveAttribute('aria-invalid', 'true');
  },
};

/**
 * The same comparison in a column as narrow as a 320 px phone. The table becomes a list of cards, one
 * per row, each figure labelled «Spare opp» or «Kreditt» (src/styles/responsive-table.css); nothing scrolls sideways.
 */
export const ValgSammenligningSmal: Story = {
  args: { ...ValgSammenligning.args },
  decorators: [(Story) => <div style={{ maxWidth: '320px' }}>{<Story />}</div>],
};
