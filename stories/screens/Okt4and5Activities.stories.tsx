import type { Meta, StoryObj } from '@storybook/react-vite';
import { OktScreen } from '../../src/screens/OktScreen';
import { activityArgTypes, activityInLang, activityStoryArgs, noObjects, section } from '../fixtures/okt';
import {
  dataInLang,
  insuranceDocument,
  insuranceTotalOf,
  objectsInLang,
  quizAnswers,
  quizDocument,
  summaryDocument,
  wholeStory,
  wholeStoryObjects,
} from '../fixtures/okt45';
import { routeTheme } from '../routeTheme';

const okt1 = section(1, {});
const okt4 = section(4, {});
const okt5 = section(5, {});

/**
 * /{lang}/okt/1/O1A, /{lang}/okt/4/O4A and /{lang}/okt/5/O5A–O5D: what matters in a job, the quiz, what insurance
 * is, the insurances, a scenario that happens, and the summary of the pupil's whole story. The quiz, insurances
 * and every figure in the summary come from the real content (content/{no,nn}/okt2–okt5.json) in the story's language.
 */
const meta = {
  title: 'Skjermer/Økt 4 og 5 – aktiviteter',
  component: OktScreen,
  args: activityStoryArgs(okt5, 'O5B'),
  argTypes: activityArgTypes,
  parameters: routeTheme('okt', okt5.color),
  render: (args) => <OktScreen {...activityInLang(args, { data: dataInLang, objects: objectsInLang })} />,
} satisfies Meta<typeof OktScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** O1A as it starts (spec §3: the answer is ''): nothing ticked, asked to choose at least one. */
export const InteresserTom: Story = { args: { section: okt1, part: 'O1A', value: '' }, parameters: routeTheme('okt', okt1.color) };

export const InteresserValgt: Story = {
  args: { ...InteresserTom.args, value: ['trygg-jobb', 'jobbe-med-folk', 'hjelpe-andre'], saveStatus: 'saved' },
  parameters: InteresserTom.parameters,
};

/** Every option unticked again: stored as [], which does not complete O1A, and said so. */
export const InteresserAltFjernet: Story = { args: { ...InteresserTom.args, value: [], saveStatus: 'saved' }, parameters: InteresserTom.parameters };

/** O4A while the questions load. */
export const QuizLaster: Story = { args: { section: okt4, part: 'O4A' }, parameters: routeTheme('okt', okt4.color) };

/** O4A when the questions could not be fetched: «Prøv igjen» calls onRetry. */
export const QuizKunneIkkeLaste: Story = { args: { ...QuizLaster.args, dataFailed: true }, parameters: QuizLaster.parameters };

export const QuizTom: Story = { args: { ...QuizLaster.args, data: quizDocument() }, parameters: QuizLaster.parameters };

/** Four answered, the last one wrong: feedback under each, with the right answer where it was wrong, and the running score. */
export const QuizDelvisBesvart: Story = {
  args: { ...QuizTom.args, value: quizAnswers(3, 4), saveStatus: 'saved' },
  parameters: QuizLaster.parameters,
};

/** Every question answered, ten of twelve right: the score and a one-sentence summary. */
export const QuizFullfort: Story = { args: { ...QuizTom.args, value: quizAnswers(10), saveStatus: 'saved' }, parameters: QuizLaster.parameters };

/** O5A: what insurance is, and the check question with its options in the order this pupil sees them. */
export const HvaErForsikring: Story = { args: { part: 'O5A' } };

/** O5A answered wrongly: one red box with the verdict and why, then the right answer with its explanation; the right card is green. */
export const HvaErForsikringFeilSvar: Story = { args: { part: 'O5A', value: { choice: 'egenandel', correct: false }, saveStatus: 'saved' } };

/** O5B while the insurances load. */
export const ForsikringerLaster: Story = { args: { part: 'O5B' } };

export const ForsikringerKunneIkkeLaste: Story = { args: { part: 'O5B', dataFailed: true } };

/** O5B before any choice, with the budget from økt 2 to compare with. */
export const ForsikringerValg: Story = { args: { part: 'O5B', data: insuranceDocument(), responses: wholeStory } };

/** Contents and travel insurance: the totals fit within the modified budget's forsikring line. */
export const ForsikringerValgt: Story = {
  args: {
    ...ForsikringerValg.args,
    value: { chosen: ['innbo', 'reise-ung'] },
    objects: { ...noObjects, insuranceTotal: insuranceTotalOf(['innbo', 'reise-ung']) },
    saveStatus: 'saved',
  },
};

/** More insurances than the budget's forsikring line pays for: how much is missing, said in words. */
export const ForsikringerOverBudsjett: Story = {
  args: {
    ...ForsikringerValg.args,
    value: { chosen: ['innbo', 'reise-ung', 'mobilforsikring', 'ulykke'] },
    objects: { ...noObjects, insuranceTotal: insuranceTotalOf(['innbo', 'reise-ung', 'mobilforsikring', 'ulykke']) },
    saveStatus: 'saved',
  },
};

/** «Jeg vil ikke ha noen forsikringer»: an answer too, with insuranceTotal 0. */
export const ForsikringerIngen: Story = {
  args: { ...ForsikringerValg.args, value: { chosen: [] }, objects: { ...noObjects, insuranceTotal: 0 }, saveStatus: 'saved' },
};

/** O5B chosen before a budget was made: a link to the budget instead of a comparison. */
export const ForsikringerUtenBudsjett: Story = {
  args: { part: 'O5B', data: insuranceDocument(), value: { chosen: ['innbo'] }, objects: { ...noObjects, insuranceTotal: insuranceTotalOf(['innbo']) } },
};

/** O5C opened before the insurances were chosen: a link back to O5B. */
export const HendelseUtenForsikringsvalg: Story = { args: { part: 'O5C', data: insuranceDocument() } };

export const HendelseLaster: Story = { args: { part: 'O5C', responses: wholeStory } };

export const HendelseKunneIkkeLaste: Story = { args: { part: 'O5C', responses: wholeStory, dataFailed: true } };

/** Ready to draw: the button picks a scenario at random. */
export const HendelseKlar: Story = { args: { part: 'O5C', responses: wholeStory, data: insuranceDocument() } };

/** A burglary with contents insurance chosen: the pupil pays only the deductible. */
export const HendelseDekket: Story = { args: { ...HendelseKlar.args, value: { scenarioId: 'innbrudd-pc' }, saveStatus: 'saved' } };

/** A crushed phone without phone insurance: the pupil pays it all, and is told which insurance would have paid. */
export const HendelseIkkeDekket: Story = { args: { ...HendelseKlar.args, value: { scenarioId: 'mobil-knust' }, saveStatus: 'saved' } };

/** A scenario stored from content that no longer has it: said so, with a new draw. */
export const HendelseUkjent: Story = { args: { ...HendelseKlar.args, value: { scenarioId: 'fjernet-hendelse' } } };

export const OppsummeringLaster: Story = { args: { part: 'O5D' } };

export const OppsummeringKunneIkkeLaste: Story = { args: { part: 'O5D', dataFailed: true } };

/** Nothing done yet: every part says «Ikke gjort ennå» with a link to the activity that does it. */
export const OppsummeringTom: Story = { args: { part: 'O5D', data: summaryDocument() } };

/** The whole story, from the job to the scenario, before the pupil writes what they take with them. */
export const OppsummeringHeleHistorien: Story = {
  args: { part: 'O5D', data: summaryDocument(), responses: wholeStory, objects: wholeStoryObjects },
};

export const OppsummeringFullfort: Story = {
  args: { ...OppsummeringHeleHistorien.args, value: 'At jeg må sette av penger til det uventede, og spare før jeg kjøper.', saveStatus: 'saved' },
};
