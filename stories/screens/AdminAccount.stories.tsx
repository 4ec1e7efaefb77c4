import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { AccountView } from '../../machines/accountMachine';
import type { AccountSession } from '../../src/contracts/auth';
import { AccountPart } from '../../src/features/account/AccountPart';
import { AdminScreen } from '../../src/screens/AdminScreen';
import { routeTheme } from '../routeTheme';

const DAY = Date.UTC(2026, 10, 27, 8, 15);
const here: AccountSession = { id: 'okt_her_123456789012', createdAt: DAY, lastSeenAt: DAY + 50 * 60_000, device: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Firefox/133.0', current: true };
const phone: AccountSession = { id: 'okt_tlf_123456789012', createdAt: DAY - 86_400_000, lastSeenAt: DAY - 80_000_000, device: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Safari/604.1', current: false };
const unknown: AccountSession = { id: 'okt_ukj_123456789012', createdAt: DAY - 3_600_000, lastSeenAt: DAY - 3_000_000, device: '', current: false };

const accountView = (over: Partial<AccountView> = {}): AccountView => ({
  sessions: [here, phone, unknown],
  sessionsState: 'ready',
  ending: null,
  sessionsErrorKey: null,
  passwordState: 'editing',
  passwordErrorKey: null,
  passwordErrorField: null,
  ...over,
});

/** «Kontoen din» on /{lang}/admin/klasser: password change and the list of sessions. */
const meta = {
  title: 'Skjermer/Admin/Kontoen din',
  component: AccountPart,
  args: { view: accountView(), onChangePassword: fn(), onEdit: fn(), onEndSession: fn(), onRetry: fn() },
  parameters: routeTheme('admin'),
  render: (args, { globals }) => (
    <AdminScreen lang={globals.lang ?? 'no'} part="klasser" classCode={null}>
      <AccountPart {...args} />
    </AdminScreen>
  ),
} satisfies Meta<typeof AccountPart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** This device, a phone and a device that sent no text. */
export const Innlogginger: Story = {};

export const HenterInnlogginger: Story = { args: { view: accountView({ sessionsState: 'loading', sessions: [] }) } };

export const KunneIkkeHente: Story = { args: { view: accountView({ sessionsState: 'failed', sessions: [], sessionsErrorKey: 'txt_error_network' }) } };

/** «Logg ut denne» was pressed for the phone. */
export const LoggerUtEnEnhet: Story = { args: { view: accountView({ sessionsState: 'ending', ending: phone.id }) } };

export const ByttetPassord: Story = { args: { view: accountView({ passwordState: 'saved', sessions: [here] }) } };

export const FeilNaavaerendePassord: Story = {
  args: { view: accountView({ passwordErrorKey: 'txt_error_current_password', passwordErrorField: 'currentPassword' }) },
};

export const ForVanligPassord: Story = { args: { view: accountView({ passwordErrorKey: 'txt_error_password_common', passwordErrorField: 'newPassword' }) } };

/** A teacher who signs in with Feide has no password here to change. */
export const MedFeide: Story = { args: { feide: true, view: accountView({ sessions: [here] }) } };
