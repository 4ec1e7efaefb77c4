import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { PupilLoginForm } from '../../src/features/auth/PupilLoginForm';
import { LandingScreen } from '../../src/screens/LandingScreen';
import { failure, loginView } from '../fixtures/auth';
import { routeTheme } from '../routeTheme';

/**
 * The landing page with the pupil's sign-in form in its slot. The app binds the form to the auth machine;
 * here each story fixes the `view` the machine would give, so every state can be seen without a server.
 */
const meta = {
  title: 'Skjermer/Forside',
  component: PupilLoginForm,
  subcomponents: { LandingScreen },
  args: { lang: 'no', view: loginView(), initialMode: 'new', onSubmit: fn() },
  argTypes: { initialMode: { control: 'inline-radio', options: ['new', 'existing'] } },
  parameters: routeTheme('landing'),
  // The key starts the form afresh when the chosen tab or the filled-in values change in the controls.
  render: (args) => (
    <LandingScreen lang={args.lang} loginForm={<PupilLoginForm key={`${args.initialMode}|${args.view.email}|${args.view.classCode}`} {...args} />} />
  ),
} satisfies Meta<typeof PupilLoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** First time here: e-mail, password and class code. */
export const Forside: Story = {};

export const FinnesKonto: Story = { args: { initialMode: 'existing' } };

export const Sender: Story = { args: { view: loginView({ busy: true }) } };

export const UgyldigKlassekode: Story = {
  args: { view: loginView({ email: 'elev@example.no', classCode: 'FEIL1', error: failure('ueokonomi/invalid-class-code', 'txt_invalid_class_code', 'classCode') }) },
};

export const ManglerKlassekode: Story = {
  args: { view: loginView({ email: 'elev@example.no', error: failure('ueokonomi/invalid-class-code', 'txt_error_class_code_required', 'classCode') }) },
};

export const EpostFinnes: Story = {
  args: { view: loginView({ email: 'elev@example.no', classCode: 'ABC12', error: failure('auth/email-already-in-use', 'txt_email_exists', 'email') }) },
};

export const FeilPassord: Story = {
  args: { initialMode: 'existing', view: loginView({ email: 'elev@example.no', error: failure('auth/invalid-credential', 'txt_error_login') }) },
};

/** A teacher's account used on the pupils' page: the message links to the teachers' page. */
export const LaererPaaElevside: Story = {
  args: {
    initialMode: 'existing',
    view: loginView({ email: 'laerer@skole.no', error: failure('ueokonomi/teacher-on-student-page', 'txt_error_teachers_must_use_veiledere_page') }),
  },
};

/** Sent back here when the session ran out: the notice, with e-mail and class code kept. */
export const InnloggingUtlopt: Story = {
  args: { initialMode: 'existing', view: loginView({ sessionExpired: true, email: 'elev@example.no', classCode: 'ABC12' }) },
};

/** The pupil deleted the account from «Mine data»; this device is signed out and says so. */
export const KontoSlettet: Story = { args: { view: loginView({ accountDeleted: true }) } };

export const ForMangeForsok: Story = {
  args: { initialMode: 'existing', view: loginView({ email: 'elev@example.no', error: failure('auth/too-many-requests', 'txt_error_too_many_requests') }) },
};

export const IngenNett: Story = {
  args: { view: loginView({ email: 'elev@example.no', classCode: 'ABC12', error: failure('network-error', 'txt_error_network') }) },
};

/** The server offers Feide; «Logg inn med Feide» and what it means for a pupil, under the e-mail sign-in. */
export const MedFeide: Story = { args: { view: loginView({ feide: true }) } };

/** Signing in (with e-mail or on the way to Feide): both buttons wait. */
export const MedFeideSender: Story = { args: { view: loginView({ feide: true, busy: true }) } };

/** Back from Feide, which did not answer: the message under the form, and the Feide button to try again. */
export const FeideUtilgjengelig: Story = {
  args: { view: loginView({ feide: true, error: failure('feide/unavailable', 'txt_error_feide_unavailable') }) },
};

/** The pupil pressed «Avbryt» at Feide. */
export const FeideAvbrutt: Story = {
  args: { view: loginView({ feide: true, error: failure('feide/cancelled', 'txt_error_feide_cancelled') }) },
};

/** Feide says neither pupil nor teacher (e.g. an employee who does not teach). */
export const FeideUtenRolle: Story = {
  args: { view: loginView({ feide: true, error: failure('feide/no-role', 'txt_error_feide_no_role') }) },
};

/** A teacher's Feide account on the pupils' page: the message links to the teachers' page. */
export const FeideLaererPaaElevside: Story = {
  args: { view: loginView({ feide: true, error: failure('feide/teacher-on-student-page', 'txt_error_teachers_must_use_veiledere_page') }) },
};

/** Signed out of an account that signed in with Feide: the link to sign out of Feide as well (a shared Chromebook). */
export const LoggetUtAvFeide: Story = { args: { initialMode: 'existing', view: loginView({ feide: true, feideSignedOut: true }) } };
