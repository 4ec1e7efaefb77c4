import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { TeacherAuthForm } from '../../src/features/auth/TeacherAuthForm';
import { TeacherStatusNotice } from '../../src/features/auth/TeacherStatusNotice';
import { TeacherLandingScreen } from '../../src/screens/TeacherLandingScreen';
import { fylker, loginView, resetView, teacherStatusView } from '../fixtures/auth';
import { routeTheme } from '../routeTheme';

/** The teachers' page with the account's standing: each story one state of the teacher status machine. */
const meta = {
  title: 'Skjermer/Veiledere/Lærerstatus',
  component: TeacherStatusNotice,
  args: { lang: 'no', view: teacherStatusView(), onResend: fn() },
  parameters: routeTheme('veiledere'),
  render: (args) => (
    <TeacherLandingScreen
      lang={args.lang}
      loginForm={
        <>
          <TeacherStatusNotice {...args} />
          <TeacherAuthForm lang={args.lang} form="login" view={loginView()} reset={resetView()} fylker={fylker} onShow={fn()} onLogin={fn()} onRegister={fn()} onResetRequest={fn()} />
        </>
      }
    />
  ),
} satisfies Meta<typeof TeacherStatusNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Just registered: «Bekreft e-postadressen din» with «Send lenken på nytt». */
export const IkkeBekreftet: Story = {};

export const SenderNyLenke: Story = { args: { view: teacherStatusView({ resending: true }) } };

export const NyLenkeSendt: Story = { args: { view: teacherStatusView({ resent: true }) } };

export const ForMangeLenker: Story = { args: { view: teacherStatusView({ errorKey: 'txt_error_confirm_resend_limit' }) } };

export const VenterPaaGodkjenning: Story = { args: { view: teacherStatusView({ status: 'pending' }) } };

export const Avvist: Story = { args: { view: teacherStatusView({ status: 'refused' }) } };

/** Opened the link from the e-mail, not signed in on this device. */
export const BekrefterLenke: Story = { args: { view: teacherStatusView({ status: null, signedIn: false, email: null, link: 'confirming' }) } };

export const Bekreftet: Story = { args: { view: teacherStatusView({ status: null, signedIn: false, email: null, link: 'confirmed' }) } };

/** Signed in and allowed to make classes: the way to them, not an empty panel. */
export const Innlogget: Story = { args: { view: teacherStatusView({ status: 'active' }) } };

export const BekreftetInnlogget: Story = { args: { view: teacherStatusView({ status: 'active', link: 'confirmed' }) } };

export const UgyldigLenke: Story = {
  args: { view: teacherStatusView({ status: null, signedIn: false, email: null, link: 'invalid', errorKey: 'txt_error_confirm_link_invalid' }) },
};
