import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AuthScreen } from '../../src/screens/AuthScreen';
import { failure, resetView } from '../fixtures/auth';
import { routeTheme } from '../routeTheme';

/** /{lang}/auth, one story per step of the password reset. */
const meta = {
  title: 'Skjermer/Auth',
  component: AuthScreen,
  args: { lang: 'no', view: resetView(), onRequest: fn(), onConfirm: fn() },
  parameters: routeTheme('auth'),
} satisfies Meta<typeof AuthScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Asking for the reset e-mail. */
export const BeOmLenke: Story = {};

export const SenderLenke: Story = { args: { view: resetView({ step: 'sending' }) } };

export const LenkeSendt: Story = { args: { view: resetView({ step: 'sent' }) } };

/** Arrived from the e-mail: the code in the address is being checked. */
export const SjekkerKode: Story = { args: { view: resetView({ step: 'verifying' }) } };

export const NyttPassord: Story = { args: { view: resetView({ step: 'newPassword', email: 'elev@example.no' }) } };

export const ForKortPassord: Story = {
  args: {
    view: resetView({ step: 'newPassword', email: 'elev@example.no', error: failure('ValidationError', 'txt_error_password_too_short', 'password') }),
  },
};

export const Lagrer: Story = { args: { view: resetView({ step: 'saving', email: 'elev@example.no' }) } };

/** Done, for a pupil: back to the landing page. */
export const Ferdig: Story = { args: { view: resetView({ step: 'done', email: 'elev@example.no' }) } };

/** Done, for a teacher: back to the teachers' page. */
export const FerdigLaerer: Story = { args: { view: resetView({ step: 'done', email: 'laerer@skole.no', isTeacher: true }) } };

/** The link was used, has run out or is wrong. */
export const UgyldigKode: Story = {
  args: { view: resetView({ step: 'invalidCode', error: failure('auth/invalid-action-code', 'txt_error_reset_code_invalid', 'code') }) },
};
