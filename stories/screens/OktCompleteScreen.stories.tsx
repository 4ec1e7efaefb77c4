import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { SummaryContent } from '../../machines/contentPageMachine';
import { readStory } from '../../src/activities/summary/story';
import type { Lang } from '../../src/contracts/lang';
import { completionRecap, courseRecap } from '../../src/features/okt/completionView';
import { OktRecap, type RecapState } from '../../src/features/okt/OktRecap';
import { PdfPanel } from '../../src/features/pdf/PdfPanel';
import { OktCompleteScreen } from '../../src/screens/OktCompleteScreen';
import { answered, inLang, okter, section } from '../fixtures/okt';
import { objectsInLang, summaryDocument, wholeStory, wholeStoryObjects } from '../fixtures/okt45';
import { routeTheme } from '../routeTheme';

const done = answered(1, 2);
const okt2 = section(2, done);

/** The recap of a pupil who has done the whole course (stories/fixtures/okt45.ts), in the story's language. */
function recapOf(lang: Lang, okt: number, course: boolean): RecapState {
  const told = readStory({ ...wholeStory, O5D: 'Å spare før jeg kjøper.' }, objectsInLang(wholeStoryObjects, lang), summaryDocument(lang) as SummaryContent);
  return course ? { kind: 'course', parts: courseRecap(okter[lang], told) } : { kind: 'session', items: completionRecap(okt, told) };
}

/**
 * /{lang}/okt/{okt}/Fullfort: the end of a session, on the session's colour. `recap: true` shows what the
 * pupil decided as the lazy recap container does, on the last page with the PDF button.
 */
const meta = {
  title: 'Skjermer/Økt fullført',
  component: OktCompleteScreen,
  args: { lang: 'no', section: okt2, next: section(3, done), missingAt: null, recap: true },
  parameters: routeTheme('oktComplete', okt2.color),
  render: ({ recap, ...args }) => (
    <OktCompleteScreen
      {...args}
      section={inLang(args.section, args.lang)}
      next={args.next && inLang(args.next, args.lang)}
      recap={
        recap === true ? (
          <>
            <OktRecap recap={recapOf(args.lang, args.section.id, args.next === null)} />
            {args.next === null && <PdfPanel lang={args.lang} readiness={{ complete: true }} state="available" errorKey={null} onDownload={fn()} onRetry={fn()} />}
          </>
        ) : (
          recap
        )
      }
    />
  ),
} satisfies Meta<typeof OktCompleteScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Session 2 done: the money left, the expense and how it was paid; session 3 is open and a button leads on to it. */
export const Fullfort: Story = {};

const allDone = answered(1, 2, 3, 4, 5);
const okt5 = section(5, allDone);

/** Session 1 done: the job and the net pay. */
export const Okt1: Story = { args: { section: section(1, allDone), next: section(2, allDone) }, parameters: routeTheme('oktComplete', 'blue') };

/** Session 3 done: the purchase, saving or credit, and the small purchase over a year. */
export const Okt3: Story = { args: { section: section(3, allDone), next: section(4, allDone) }, parameters: routeTheme('oktComplete', 'orange') };

/** Session 4 done: the quiz score. */
export const Okt4: Story = { args: { section: section(4, allDone), next: section(5, allDone) }, parameters: routeTheme('oktComplete', 'purple') };

/** The last session: the whole course session by session, the PDF button, and the way back to the overview. */
export const SisteOkt: Story = {
  args: { section: okt5, next: null },
  parameters: routeTheme('oktComplete', okt5.color),
};

/** The recap's content is on its way. */
export const HenterOppsummering: Story = { args: { recap: <OktRecap recap={{ kind: 'loading' }} /> } };

const unfinished = { ...answered(1), O2A: 'Et svar.', O2B: 'Et svar.', O2C: 'Et svar.', O2D: 'Et svar.' };

/** Reached before the final activity has an answer: says so, leads to it, and says what opens session 3. */
export const IkkeFerdig: Story = {
  args: { section: section(2, unfinished), next: section(3, unfinished), missingAt: 'O2E' },
};
