import type { Meta, StoryObj } from '@storybook/react-vite';
import { OktScreen } from '../../src/screens/OktScreen';
import { activityArgTypes, activityInLang, activityStoryArgs, noObjects, section } from '../fixtures/okt';
import { dataInLang, industriesDocument, jobInLang, jobOf, jobsDocument, taxDocument } from '../fixtures/okt1';
import { routeTheme } from '../routeTheme';

const okt1 = section(1, {});
const industry = 'helse-og-omsorg';

/**
 * /{lang}/okt/1/O1C–O1E: choosing an industry and a job, and what the job pays after tax. The choices
 * and tax rules are the real content (content/{no,nn}/okt1.json, content/tax-2026.json) in the story's language.
 */
const meta = {
  title: 'Skjermer/Økt 1 – aktiviteter',
  component: OktScreen,
  args: activityStoryArgs(okt1, 'O1C', ''),
  argTypes: activityArgTypes,
  parameters: routeTheme('okt', okt1.color),
  render: (args) => (
    <OktScreen {...activityInLang(args, { data: dataInLang, objects: (objects, lang) => ({ ...objects, job: jobInLang(objects.job, lang) }) })} />
  ),
} satisfies Meta<typeof OktScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** O1C while the industries load. */
export const BransjeLaster: Story = {};

/** O1C when the industries could not be fetched: «Prøv igjen» calls onRetry. */
export const BransjeKunneIkkeLaste: Story = { args: { dataFailed: true } };

export const BransjeValg: Story = { args: { data: industriesDocument() } };

export const BransjeValgt: Story = { args: { data: industriesDocument(), value: industry, saveStatus: 'saved' } };

/** O1C after O1A: the industries that suit helping others and working outdoors come first, each tagged. */
export const BransjeForslag: Story = { args: { data: industriesDocument(), responses: { O1A: ['jobbe-ute', 'hjelpe-andre'] } } };

/** O1D opened before an industry was chosen: a link back to O1C, nothing loaded. */
export const JobbUtenBransje: Story = { args: { part: 'O1D', responses: { O1A: 'Et svar skrevet med egne ord.' } } };

/** O1D: the jobs of the industry chosen in O1C, with education, pay a month and a year, what the figure is and its source. */
export const JobbValg: Story = { args: { part: 'O1D', responses: { O1C: industry }, data: jobsDocument(industry) } };

export const JobbValgt: Story = {
  args: { ...JobbValg.args, value: 'sykepleier', objects: { ...noObjects, job: jobOf('sykepleier') }, saveStatus: 'saved' },
};

/** O1E opened before a job was chosen: a link back to O1D. */
export const LonnUtenJobb: Story = { args: { part: 'O1E', responses: { O1C: industry } } };

/** O1E: the chosen job's pay, every tax part, and the check question not answered yet. */
export const LonnEtterSkatt: Story = {
  args: {
    part: 'O1E',
    responses: { O1C: industry, O1D: 'helsefagarbeider' },
    objects: { ...noObjects, job: jobOf('helsefagarbeider') },
    data: taxDocument,
  },
};

export const LonnRiktigSvar: Story = { args: { ...LonnEtterSkatt.args, value: { choice: 'net', correct: true }, saveStatus: 'saved' } };

/** Chose the pay before tax divided by twelve: the feedback says so and gives the right amount. */
export const LonnFeilSvar: Story = { args: { ...LonnEtterSkatt.args, value: { choice: 'gross', correct: false }, saveStatus: 'saved' } };
