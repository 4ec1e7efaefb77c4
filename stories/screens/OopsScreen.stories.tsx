import type { Meta, StoryObj } from '@storybook/react-vite';
import { OOPS_REASONS } from '../../src/contracts/routeTable';
import { OopsScreen } from '../../src/screens/OopsScreen';
import { routeTheme } from '../routeTheme';

const meta = {
  title: 'Skjermer/Oops',
  component: OopsScreen,
  args: { lang: 'no', reason: 'error' },
  argTypes: { reason: { control: 'select', options: OOPS_REASONS } },
  parameters: routeTheme('oops'),
} satisfies Meta<typeof OopsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Feil: Story = {};

export const LoggInnIgjen: Story = { args: { reason: 'logg-inn-igjen' } };

export const IkkeTilgang: Story = { args: { reason: 'ikke-tilgang' } };

export const ServerenOpptatt: Story = { args: { reason: 'serveren-opptatt' } };

export const SessionExpired: Story = { args: { reason: 'session-expired' } };
