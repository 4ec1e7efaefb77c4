import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { MustChangePassword } from '../../src/features/auth/MustChangePassword';
import { routeTheme } from '../routeTheme';

/** «Lag et nytt passord»: after signing in with a teacher's temporary password, before anything else. */
const meta = {
  title: 'Skjermer/Lag et nytt passord',
  component: MustChangePassword,
  args: { error: null, busy: false, onSubmit: fn() },
  parameters: routeTheme('auth'),
} satisfies Meta<typeof MustChangePassword>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NyttPassord: Story = {};

export const Lagrer: Story = { args: { busy: true } };

export const ForVanlig: Story = { args: { error: { messageKey: 'txt_error_password_common', field: 'newPassword' } } };

export const Nettverksfeil: Story = { args: { error: { messageKey: 'txt_error_network' } } };
