import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { Lang } from '../../src/contracts/lang';
import { PupilLoginForm } from '../../src/features/auth/PupilLoginForm';
import { LogoutNotice } from '../../src/components/LogoutNotice';
import { LandingScreen } from '../../src/screens/LandingScreen';
import { startAction } from '../../src/features/okt/startView';
import { StartScreen } from '../../src/screens/StartScreen';
import type { AppStoryParameters } from '../../.storybook/preview';
import { loginView } from '../fixtures/auth';
import { answered, inLang, pupil } from '../fixtures/okt';
import { routeTheme } from '../routeTheme';

const idle = loginView();
const onSubmit = fn();
const onRetry = fn();
/** Sessions 1–2 done, session 3 open. */
const midtVeis = pupil(answered(1, 2));

/**
 * The frame every route shares (skip link, header with language switch, footer), here around the landing page.
 * The stories render their screen themselves, so `lang` is their only arg.
 */
const meta = {
  title: 'App/Ramme',
  args: { lang: 'no' },
  parameters: { ...routeTheme('landing'), frame: 'app', layout: 'fullscreen' } satisfies AppStoryParameters & { layout: string },
  render: ({ lang }) => <LandingScreen lang={lang} loginForm={<PupilLoginForm lang={lang} view={idle} onSubmit={onSubmit} />} />,
} satisfies Meta<{ lang: Lang }>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MedForside: Story = {};

/** Signed in, the header also has «Logg ut»; shown around the page pupils reach after signing in. */
export const Innlogget: Story = {
  parameters: { ...routeTheme('start'), frame: 'app', signedIn: true } satisfies AppStoryParameters,
  render: ({ lang }) => (
    <StartScreen
      lang={lang}
      sections={midtVeis.sections.map((s) => inLang(s, lang))}
      resumeAt={midtVeis.resumeAt}
      action={startAction(lang, midtVeis.sections.map((s) => inLang(s, lang)), answered(1, 2))}
      refusal={null}
      failed={false}
      saveStatus="saved"
      onRetry={onRetry}
    />
  ),
};

const logoutHandlers = { onRetry: fn(), onLogoutAnyway: fn(), onCancel: fn() };
const startPage = (lang: Lang) => (
  <StartScreen lang={lang} sections={midtVeis.sections.map((s) => inLang(s, lang))} resumeAt={midtVeis.resumeAt} action={startAction(lang, midtVeis.sections.map((s) => inLang(s, lang)), answered(1, 2))} refusal={null} failed={false} saveStatus="retrying" onRetry={onRetry} />
);

/** «Logg ut» with answers the server has not confirmed: they are sent first. */
export const LoggerUtLagrer: Story = {
  parameters: { ...routeTheme('start'), frame: 'app', signedIn: true } satisfies AppStoryParameters,
  render: ({ lang }) => (
    <>
      <LogoutNotice state="sending" {...logoutHandlers} />
      {startPage(lang)}
    </>
  ),
};

/** They could not be sent (no network): wait and try again, stay, or log out with them kept on this device for this pupil. */
export const LoggerUtIkkeLagret: Story = {
  parameters: { ...routeTheme('start'), frame: 'app', signedIn: true } satisfies AppStoryParameters,
  render: ({ lang }) => (
    <>
      <LogoutNotice state="unsent" {...logoutHandlers} />
      {startPage(lang)}
    </>
  ),
};
