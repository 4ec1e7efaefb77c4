import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { OktScreen } from '../../src/screens/OktScreen';
import { activityArgTypes, activityInLang, activityStoryArgs, noObjects, section } from '../fixtures/okt';
import { jobInLang, jobOf } from '../fixtures/okt1';
import { budgetDocument, budgets, creditDocument, dataInLang, expenseInLang, expenseOf, expensesDocument } from '../fixtures/okt2';
import { routeTheme } from '../routeTheme';

const okt2 = section(2, {});
const job = jobOf('anleggsmaskinforer');
const pc = expenseOf('pc-odelagt');
const withJob = { ...noObjects, job };
const withAll = { ...withJob, unexpectedExpense: pc };
const done = { O2B: budgets.complete, O2C: pc.id };

/**
 * /{lang}/okt/2/O2A–O2E: the eight budget lines, the pupil's own budget, an unexpected expense, how to
 * pay it and the budget changed to make room for it. The lines, rents, expenses and the instalment offer
 * are the real content (content/{no,nn}/okt2.json and okt3.json) in the story's language; the income is
 * an anleggsmaskinfører's pay after 2026 tax, 33 337 kr a month.
 */
const meta = {
  title: 'Skjermer/Økt 2 – aktiviteter',
  component: OktScreen,
  args: activityStoryArgs(okt2, 'O2A'),
  argTypes: activityArgTypes,
  parameters: routeTheme('okt', okt2.color),
  render: (args) => (
    <OktScreen
      {...activityInLang(args, {
        data: dataInLang,
        objects: (objects, lang) => ({ ...objects, job: jobInLang(objects.job, lang), unexpectedExpense: expenseInLang(objects.unexpectedExpense, lang) }),
      })}
    />
  ),
} satisfies Meta<typeof OktScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** O2A while the budget lines load: the check question can be answered already. */
export const IntroLaster: Story = {};

/** O2A when the budget lines could not be fetched: «Prøv igjen» calls onRetry. */
export const IntroKunneIkkeLaste: Story = { args: { dataFailed: true } };

/** O2A: the eight lines with what belongs in each and the reference figure, and the question not answered yet. */
export const Intro: Story = { args: { data: budgetDocument() } };

export const IntroRiktigSvar: Story = { args: { data: budgetDocument(), value: { choice: 'bolig', correct: true }, saveStatus: 'saved' } };

/** A wrong answer: why it is wrong, and which line is right. */
export const IntroFeilSvar: Story = { args: { data: budgetDocument(), value: { choice: 'fritid', correct: false }, saveStatus: 'saved' } };

/** O2B opened before a job was chosen: a link back to O1D, since the income is the job's pay. */
export const BudsjettUtenJobb: Story = { args: { part: 'O2B', data: budgetDocument() } };

export const BudsjettLaster: Story = { args: { part: 'O2B', objects: withJob } };

export const BudsjettKunneIkkeLaste: Story = { args: { part: 'O2B', objects: withJob, dataFailed: true } };

/** O2B with nothing filled in: the income, eight empty lines with their references, and the rents beside boutgifter. */
export const BudsjettTomt: Story = { args: { part: 'O2B', objects: withJob, data: budgetDocument() } };

/** Three lines filled: a draft, stored as it is, with what is left so far. */
export const BudsjettDelvis: Story = { args: { ...BudsjettTomt.args, value: budgets.partly, saveStatus: 'saved' } };

/** Every line filled and 3 578 kr left over: the budget is complete. */
export const BudsjettFerdig: Story = { args: { ...BudsjettTomt.args, value: budgets.complete, saveStatus: 'saved' } };

/** Spending 1 147 kr more than the income: allowed, and flagged in words. */
export const BudsjettMinus: Story = { args: { ...BudsjettTomt.args, value: budgets.deficit, saveStatus: 'saved' } };

/** Text that is not an amount: a message on the field, and the stored budget is kept. */
export const BudsjettUgyldigBelop: Story = {
  args: { ...BudsjettDelvis.args },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const fritid = await canvas.findByRole('textbox', { name: /Fritid/ });
    await userEvent.type(fritid, 'mye');
    await expect(fritid).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onChange).not.toHaveBeenCalledWith(expect.objectContaining({ fritid: expect.any(Number) }));
  },
};

export const UtgiftLaster: Story = { args: { part: 'O2C', responses: { O2B: budgets.complete } } };

export const UtgiftKunneIkkeLaste: Story = { args: { ...UtgiftLaster.args, dataFailed: true } };

/** O2C before the draw: one button, and a warning that there is no second draw. */
export const UtgiftTrekk: Story = { args: { ...UtgiftLaster.args, data: expensesDocument() } };

/** The PC broke: what it costs, its source, and that it is nearly three months of the budget's savings. */
export const UtgiftTrukket: Story = {
  args: { ...UtgiftTrekk.args, value: pc.id, objects: { ...noObjects, unexpectedExpense: pc }, saveStatus: 'saved' },
};

/** Drawn before the budget was made: a link to O2B to see what it means. */
export const UtgiftTrukketUtenBudsjett: Story = { args: { ...UtgiftTrukket.args, responses: {} } };

/** Drawn on another device: the id is stored but not the expense, which is found in the list again. */
export const UtgiftFraAnnenEnhet: Story = { args: { ...UtgiftTrekk.args, value: 'restskatt' } };

export const BetaleUtenUtgift: Story = { args: { part: 'O2D', responses: { O2B: budgets.complete }, objects: withJob, data: creditDocument() } };

export const BetaleUtenBudsjett: Story = { args: { part: 'O2D', responses: { O2B: budgets.partly }, objects: withAll, data: creditDocument() } };

/** O2D: savings, cutting or borrowing, each with what it costs in kroner and months, before the pupil chooses. */
export const BetaleValg: Story = { args: { part: 'O2D', responses: done, objects: withAll } };

/** Back tax: no shop sells it, so there is no instalment plan to choose; only savings or cutting. */
export const BetaleRestskatt: Story = {
  args: { ...BetaleValg.args, objects: { ...withAll, unexpectedExpense: expenseOf('restskatt') } },
};

export const BetaleMedSparing: Story = { args: { ...BetaleValg.args, value: { choice: 'savings' }, saveStatus: 'saved' } };

export const BetaleMedKutt: Story = { args: { ...BetaleValg.args, value: { choice: 'cut' }, saveStatus: 'saved' } };

/** Borrowing 8 000 kr on the instalment offer for a year: the extra cost and the effective rate. */
export const BetaleMedLan: Story = { args: { ...BetaleValg.args, value: { choice: 'borrow' }, saveStatus: 'saved' } };

/** A budget that saves nothing has no savings to take from. */
export const BetaleUtenSparing: Story = {
  args: { ...BetaleMedSparing.args, responses: { ...done, O2B: { ...budgets.complete, sparing: 0, fritid: 6_580 } } },
};

export const EndretUtenBudsjett: Story = { args: { part: 'O2E', responses: { O2B: budgets.partly }, objects: withAll, data: budgetDocument() } };

export const EndretUtenUtgift: Story = { args: { part: 'O2E', responses: { O2B: budgets.complete }, objects: withJob, data: budgetDocument() } };

export const EndretUtenValg: Story = { args: { part: 'O2E', responses: done, objects: withAll, data: budgetDocument() } };

export const EndretLaster: Story = { args: { part: 'O2E', responses: { ...done, O2D: { choice: 'cut' } }, objects: withAll } };

export const EndretKunneIkkeLaste: Story = { args: { ...EndretLaster.args, dataFailed: true } };

/** O2E before any change, paying by cutting: kr 3 578 left, less the kr 2 667 put aside for 3 months, leaves kr 911. */
export const EndretStart: Story = { args: { ...EndretLaster.args, data: budgetDocument() } };

/** Fritid cut by kr 2 000: kr 5 578 left over, kr 2 911 while paying the PC; each line shows the change. */
export const EndretBudsjett: Story = {
  args: { ...EndretStart.args, value: { ...budgets.complete, fritid: 1_580 }, saveStatus: 'saved' },
};

/** More on food instead: the changed budget goes into deficit and can never pay the expense. */
export const EndretMinus: Story = { args: { ...EndretStart.args, value: { ...budgets.complete, mat: 9_000 }, saveStatus: 'saved' } };

/** Paid with savings: the savings line refills the buffer for ⌈8 000 / savings⌉ months, nothing new is saved meanwhile. */
export const EndretMedSparing: Story = { args: { ...EndretStart.args, responses: { ...done, O2D: { choice: 'savings' } } } };

/** Paid on the shop's instalment plan: the instalment is a line of its own for 12 months. */
export const EndretMedLan: Story = { args: { ...EndretStart.args, responses: { ...done, O2D: { choice: 'borrow' } } } };

/** After «Nullstill»: stored as null, and the original budget is the starting point again. */
export const EndretNullstilt: Story = { args: { ...EndretStart.args, value: null, saveStatus: 'saved' } };

/** The summary bar at the bottom of a long budget, with the money left and the save state. */
const at1042 = new Date('2026-11-27T10:42:00').getTime();

/** Money left, and saved: «Igjen: kr 3 578» beside «Lagret kl. 10:42». */
export const SummeringLagret: Story = { args: { ...BudsjettFerdig.args, savedAt: at1042 } };

/** In deficit while saving: «I minus» in words, not by colour alone, beside «Lagrer …». */
export const SummeringMinusLagrer: Story = { args: { ...BudsjettMinus.args, saveStatus: 'saving' } };

/** No network: the answers wait on the device. */
export const SummeringUtenNett: Story = { args: { ...BudsjettDelvis.args, saveStatus: 'offline', savedAt: at1042 } };

/** Nothing saved yet in this session: «Svarene lagres automatisk», never «Lagret». */
export const SummeringForForsteLagring: Story = { args: { ...BudsjettTomt.args, saveStatus: 'auto' } };

/** The changed budget in deficit, saved. */
export const SummeringEndretMinus: Story = { args: { ...EndretMinus.args, savedAt: at1042 } };
