import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { TeacherAuthForm } from '../../src/features/auth/TeacherAuthForm';
import { TeacherLandingScreen } from '../../src/screens/TeacherLandingScreen';
import { failure, fylker, loginView, resetView } from '../fixtures/auth';
import { routeTheme } from '../routeTheme';

/**
 * The teachers' page with its three tasks: sign in, register, or ask for a new password, each its
 * own heading and form. Each story is one fixed state of the auth machine (`form` is its `teacherForm`).
 */
const meta = {
  title: 'Skjermer/Veiledere',
  component: TeacherAuthForm,
  subcomponents: { TeacherLandingScreen },
  args: {
    lang: 'no',
    form: 'login',
    view: loginView(),
    reset: resetView(),
    fylker,
    onShow: fn(),
    onLogin: fn(),
    onRegister: fn(),
    onResetRequest: fn(),
    // The Feide button shows only when the view says the server offers Feide.
    onFeide: fn(),
  },
  argTypes: {
    form: { control: 'inline-radio', options: ['login', 'register', 'reset'] },
    fylker: { control: false },
  },
  parameters: routeTheme('veiledere'),
  render: (args) => <TeacherLandingScreen lang={args.lang} loginForm={<TeacherAuthForm key={`${args.form}|${args.view.email}`} {...args} />} />,
} satisfies Meta<typeof TeacherAuthForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** «Logg inn som lærer»: e-mail and password, with links to registering and a new password. */
export const LoggInn: Story = {};

/** «Registrer deg som lærer»: one e-mail address (the work address), password and county. */
export const Registrer: Story = { args: { form: 'register' } };

/** The county list has not arrived yet: the choice waits, disabled. */
export const RegistrerLasterFylker: Story = { args: { form: 'register', fylker: null } };

export const UgyldigFylke: Story = {
  args: { form: 'register', view: loginView({ email: 'laerer@skole.no', error: failure('ValidationError', 'txt_error_invalid_fylke', 'fylkeId') }) },
};

export const VanligPassord: Story = {
  args: { form: 'register', view: loginView({ email: 'laerer@skole.no', error: failure('auth/weak-password', 'txt_error_password_common', 'password') }) },
};

/** An address outside the school owners' domains: the error sits at the one e-mail field. */
export const FeilDomene: Story = {
  args: { form: 'register', view: loginView({ email: 'laerer@gmail.com', error: failure('ValidationError', 'txt_error_teacher_domain', 'email') }) },
};

/** A pupil's account used on the teachers' page. */
export const IkkeLaererkonto: Story = {
  args: { view: loginView({ email: 'elev@example.no', error: failure('ueokonomi/not-a-teacher', 'txt_error_not_a_teacher') }) },
};

export const Sender: Story = { args: { view: loginView({ email: 'laerer@skole.no', busy: true }) } };

/** «Glemt passordet?»: the address to send the link to. */
export const NyttPassord: Story = { args: { form: 'reset' } };

export const NyttPassordSender: Story = { args: { form: 'reset', reset: resetView({ step: 'sending' }) } };

/** The link is on its way: what to look for, and the way back to signing in. */
export const NyttPassordSendt: Story = { args: { form: 'reset', reset: resetView({ step: 'sent', email: 'laerer@skole.no' }) } };

/** The server offers Feide; «Logg inn med Feide» and what it means for a teacher, under the sign-in form. */
export const LoggInnMedFeide: Story = { args: { view: loginView({ feide: true }) } };

export const FeideSender: Story = { args: { view: loginView({ feide: true, busy: true }) } };

/** A pupil's Feide account (or one Feide does not call a teacher) on the teachers' page. */
export const FeideIkkeLaerer: Story = {
  args: { view: loginView({ feide: true, error: failure('feide/not-a-teacher', 'txt_error_not_a_teacher') }) },
};

/** The answer from Feide could not be checked (a wrong signature or state). */
export const FeideAvvist: Story = {
  args: { view: loginView({ feide: true, error: failure('feide/refused', 'txt_error_feide_refused') }) },
};

/** Too long at Feide, or begun in another browser. */
export const FeideUtlopt: Story = {
  args: { view: loginView({ feide: true, error: failure('feide/login-expired', 'txt_error_feide_expired') }) },
};

/** Signed out of a Feide teacher's account: the link to sign out of Feide as well. */
export const LoggetUtAvFeide: Story = { args: { view: loginView({ feide: true, feideSignedOut: true }) } };
