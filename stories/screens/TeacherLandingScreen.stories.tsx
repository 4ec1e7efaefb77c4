import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { TeacherAuthForm } from '../../src/features/auth/TeacherAuthForm';
import { TeacherLandingScreen } from '../../src/screens/TeacherLandingScreen';
import { failure, fylker, loginView } from '../fixtures/auth';
import { routeTheme } from '../routeTheme';

/** The teachers' page with its sign-in and registration form, each story at one fixed state of the auth machine. */
const meta = {
  title: 'Skjermer/Veiledere',
  component: TeacherAuthForm,
  subcomponents: { TeacherLandingScreen },
  args: { lang: 'no', view: loginView(), fylker, initialMode: 'login', onLogin: fn(), onRegister: fn() },
  argTypes: {
    initialMode: { control: 'inline-radio', options: ['login', 'register'] },
    fylker: { control: false },
  },
  parameters: routeTheme('veiledere'),
  render: (args) => (
    <TeacherLandingScreen lang={args.lang} loginForm={<TeacherAuthForm key={`${args.initialMode}|${args.view.email}`} {...args} />} />
  ),
} satisfies Meta<typeof TeacherAuthForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoggInn: Story = {};

export const Registrer: Story = { args: { initialMode: 'register' } };

/** The county list has not arrived yet: the choice waits, disabled. */
export const RegistrerLasterFylker: Story = { args: { initialMode: 'register', fylker: null } };

export const UgyldigFylke: Story = {
  args: { initialMode: 'register', view: loginView({ email: 'laerer@skole.no', error: failure('ValidationError', 'txt_error_invalid_fylke', 'fylkeId') }) },
};

export const VanligPassord: Story = {
  args: { initialMode: 'register', view: loginView({ email: 'laerer@skole.no', error: failure('auth/weak-password', 'txt_error_password_common', 'password') }) },
};

/** A pupil's account used on the teachers' page. */
export const IkkeLaererkonto: Story = {
  args: { view: loginView({ email: 'elev@example.no', error: failure('ueokonomi/not-a-teacher', 'txt_error_not_a_teacher') }) },
};

export const Sender: Story = { args: { view: loginView({ email: 'laerer@skole.no', busy: true }) } };
