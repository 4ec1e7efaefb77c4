import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { StartScreen } from '../../src/screens/StartScreen';
import { answered, inLang, pupil } from '../fixtures/okt';
import { routeTheme } from '../routeTheme';

const midtVeis = pupil({ ...answered(1, 2), O3A: 'Et svar skrevet med egne ord.' });

/** /{lang}/start: the five sessions for one pupil, each story at one state of the okt and progress machines. */
const meta = {
  title: 'Skjermer/Start',
  component: StartScreen,
  args: { lang: 'no', ...pupil({}), refusal: null, failed: false, saveStatus: 'idle', onRetry: fn() },
  argTypes: {
    saveStatus: { control: 'select', options: ['idle', 'saved', 'pending', 'saving', 'retrying', 'expired'] },
  },
  parameters: routeTheme('start'),
  render: (args) => <StartScreen {...args} sections={args.sections && args.sections.map((s) => inLang(s, args.lang))} />,
} satisfies Meta<typeof StartScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The sessions have not arrived yet. */
export const Laster: Story = { args: { sections: null, resumeAt: {} } };

/** Nothing answered: only session 1 is open, the others say what opens them. */
export const NyElev: Story = {};

/** Sessions 1–2 done and session 3 begun: its card continues where the pupil left off; 4–5 are locked. */
export const MidtVeis: Story = { args: { ...midtVeis, saveStatus: 'saved' } };

/** The teacher opened session 4 for the class, while session 3 is still locked for this pupil. */
export const LaererAapnet: Story = { args: { ...pupil(answered(1), { '4': true }), saveStatus: 'saved' } };

export const AltFullfort: Story = { args: { ...pupil(answered(1, 2, 3, 4, 5)), saveStatus: 'saved' } };

/** Sent here from session 4, which is not open yet. */
export const Avvist: Story = { args: { ...midtVeis, refusal: { okt: 4 }, saveStatus: 'saved' } };

export const Lagrer: Story = { args: { ...midtVeis, saveStatus: 'saving' } };

export const IkkeLagret: Story = { args: { ...midtVeis, saveStatus: 'retrying' } };

/** Fetching the sessions failed: the message and a retry button. */
export const KunneIkkeLaste: Story = { args: { sections: null, resumeAt: {}, failed: true } };
