import type { Meta, StoryObj } from '@storybook/react-vite';
import { OktCompleteScreen } from '../../src/screens/OktCompleteScreen';
import { answered, inLang, section } from '../fixtures/okt';
import { routeTheme } from '../routeTheme';

const done = answered(1, 2);
const okt2 = section(2, done);

/** /{lang}/okt/{okt}/Fullfort: the end of a session, on the session's colour. */
const meta = {
  title: 'Skjermer/Økt fullført',
  component: OktCompleteScreen,
  args: { lang: 'no', section: okt2, next: section(3, done), missingAt: null },
  parameters: routeTheme('oktComplete', okt2.color),
  render: (args) => <OktCompleteScreen {...args} section={inLang(args.section, args.lang)} next={args.next && inLang(args.next, args.lang)} />,
} satisfies Meta<typeof OktCompleteScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Session 2 done, and session 3 is open: a button leads on to it. */
export const Fullfort: Story = {};

const allDone = answered(1, 2, 3, 4, 5);
const okt5 = section(5, allDone);

/** The last session: nothing comes after it, only the way back to the overview. */
export const SisteOkt: Story = {
  args: { section: okt5, next: null },
  parameters: routeTheme('oktComplete', okt5.color),
};

const unfinished = { ...answered(1), O2A: 'Et svar.', O2B: 'Et svar.', O2C: 'Et svar.', O2D: 'Et svar.' };

/** Reached before the final activity has an answer: says so and leads to it. */
export const IkkeFerdig: Story = {
  args: { section: section(2, unfinished), next: section(3, unfinished), missingAt: 'O2E' },
};
