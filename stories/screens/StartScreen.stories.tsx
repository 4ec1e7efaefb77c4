import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { Lang } from '../../src/contracts/lang';
import type { ClassAccess, OktSection, Responses } from '../../src/domain/okt';
import { startAction } from '../../src/features/okt/startView';
import { type StartAction, StartScreen } from '../../src/screens/StartScreen';
import { answered, inLang, pupil } from '../fixtures/okt';
import { routeTheme } from '../routeTheme';

/** The start page's args for a pupil with these answers: the sessions, where each continues, and the main action. */
const start = (responses: Responses, classAccess: ClassAccess = {}) => {
  const shown = pupil(responses, classAccess);
  return { ...shown, action: startAction('no', shown.sections, responses) };
};

/** The action of the Bokmål args in the story's language: its address and the session's and activity's titles. */
function actionInLang(action: StartAction | null, sections: OktSection[] | null, lang: Lang): StartAction | null {
  if (!action) return action;
  const href = action.href.replace(/^\/no/, `/${lang}`);
  if (action.kind !== 'continue') return { ...action, href };
  const section = sections?.find((s) => s.id === action.okt);
  const activity = section?.activities.find((a) => href.endsWith(`/${a.activity_code}`));
  return { ...action, href, title: section?.title ?? action.title, activity: activity?.title ?? action.activity };
}

const midtVeis = start({ ...answered(1, 2), O3A: 'Et svar skrevet med egne ord.' });

/** /{lang}/start: the five sessions for one pupil, each story at one state of the okt and progress machines. */
const meta = {
  title: 'Skjermer/Start',
  component: StartScreen,
  args: { lang: 'no', ...start({ O1A: '' }), refusal: null, failed: false, saveStatus: 'idle', onRetry: fn() },
  argTypes: {
    saveStatus: { control: 'select', options: ['idle', 'saved', 'pending', 'saving', 'retrying', 'expired'] },
  },
  parameters: routeTheme('start'),
  render: (args) => {
    const sections = args.sections && args.sections.map((s) => inLang(s, args.lang));
    return <StartScreen {...args} sections={sections} action={actionInLang(args.action, sections, args.lang)} />;
  },
} satisfies Meta<typeof StartScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The sessions have not arrived yet. */
export const Laster: Story = { args: { sections: null, resumeAt: {}, action: null } };

/** Nothing answered: «Start økt 1» on top; only session 1 is open, the others say what opens them. */
export const NyElev: Story = {};

/** Sessions 1–2 done and session 3 begun: «Fortsett der du slapp» on top, as its card; 4–5 are locked. */
export const MidtVeis: Story = { args: { ...midtVeis, saveStatus: 'saved' } };

/** The teacher opened session 4 for the class, while session 3 is still locked for this pupil. */
export const LaererAapnet: Story = { args: { ...start(answered(1), { '4': true }), saveStatus: 'saved' } };

/** Everything done: «Alt er ferdig – last ned oppsummeringen» leads to the last completion page with the PDF. */
export const AltFullfort: Story = { args: { ...start(answered(1, 2, 3, 4, 5)), saveStatus: 'saved' } };

/** Every session finished but one activity left out on the way (O3B): the action leads back to it. */
export const HullIgjen: Story = {
  args: {
    ...start(Object.fromEntries(Object.entries(answered(1, 2, 3, 4, 5)).filter(([code]) => code !== 'O3B'))),
    saveStatus: 'saved',
  },
};

/** Sent here from session 4, which is not open yet. */
export const Avvist: Story = { args: { ...midtVeis, refusal: { okt: 4, landedOn: 2 }, saveStatus: 'saved' } };

export const Lagrer: Story = { args: { ...midtVeis, saveStatus: 'saving' } };

export const IkkeLagret: Story = { args: { ...midtVeis, saveStatus: 'retrying' } };

/** Fetching the sessions failed: the message and a retry button. */
export const KunneIkkeLaste: Story = { args: { sections: null, resumeAt: {}, action: null, failed: true } };
