import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { ContentDocument } from '../../machines/contentPageMachine';
import type { Lang } from '../../src/contracts/lang';
import { OktScreen } from '../../src/screens/OktScreen';
import { activityArgTypes, activityInLang, activityStoryArgs, noObjects, section } from '../fixtures/okt';
import { itemOf, okt3Content, purchaseInLang } from '../fixtures/okt3';
import { routeTheme } from '../routeTheme';

const okt3 = section(3, {});
const withMoped = { ...noObjects, creditPurchase: itemOf('elektrisk-moped') };

/** What the server sends O3F: the steps, facts and figures of content/{lang}/okt3.json `debt`. */
const debtDocument = (lang: Lang = 'no'): ContentDocument => ({ kind: 'debt', debt: okt3Content[lang].debt });

/** The Bokmål debt content as the story's language has it; changed in the story's controls, it stays as it is. */
function debtInLang(data: ContentDocument | null, lang: Lang): ContentDocument | null {
  return data?.kind === 'debt' && JSON.stringify(data.debt) === JSON.stringify(okt3Content.no.debt) ? debtDocument(lang) : data;
}

/**
 * /{lang}/okt/3/O3F: the purchase from O3A bought with «kjøp nå – betal senere» and never paid, step by step from the
 * due date to a betalingsanmerkning, with the facts, the sources and the check question. The real content in the
 * story's language.
 */
const meta = {
  title: 'Skjermer/Økt 3 – hvis du ikke betaler',
  component: OktScreen,
  args: activityStoryArgs(okt3, 'O3F'),
  argTypes: activityArgTypes,
  parameters: routeTheme('okt', okt3.color),
  render: (args) => (
    <OktScreen {...activityInLang(args, { data: debtInLang, objects: (objects, lang) => ({ ...objects, creditPurchase: purchaseInLang(objects.creditPurchase, lang) }) })} />
  ),
} satisfies Meta<typeof OktScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened before anything was chosen to buy: a link back to O3A. */
export const GjeldUtenKjop: Story = {};

export const GjeldLaster: Story = { args: { objects: withMoped } };

/** The figures could not be fetched: «Prøv igjen» calls onRetry, and the question is still there. */
export const GjeldKunneIkkeLaste: Story = { args: { objects: withMoped, dataFailed: true } };

/** The 20 000 kr moped: kr 20 000 on the due date, more than kr 22 000 once the case goes to court. */
export const GjeldTidslinje: Story = { args: { objects: withMoped, responses: { O3A: 'elektrisk-moped' }, data: debtDocument() } };

/** The right answer chosen: the verdict and why. */
export const GjeldSvart: Story = {
  args: GjeldTidslinje.args,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const radios = canvas.getAllByRole('radio');
    const right = radios.find((radio) => radio.getAttribute('value') === 'rettslige-skritt');
    if (!right) throw new Error('no option rettslige-skritt');
    await userEvent.click(right);
    await expect(right).toBeChecked();
  },
};

/** As narrow as a 320 px phone: the steps and figures stack, nothing scrolls sideways. */
export const GjeldSmal: Story = {
  args: GjeldTidslinje.args,
  decorators: [(Story) => <div style={{ maxWidth: '320px' }}>{<Story />}</div>],
};
