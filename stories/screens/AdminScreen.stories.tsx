import type { Meta, StoryObj } from '@storybook/react-vite';
import { AdminScreen } from '../../src/screens/AdminScreen';
import { routeTheme } from '../routeTheme';

const meta = {
  title: 'Skjermer/Admin',
  component: AdminScreen,
  args: { lang: 'no', part: 'klasser' },
  parameters: routeTheme('admin'),
} satisfies Meta<typeof AdminScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Klasser: Story = {};

export const Okter: Story = { args: { part: 'okter' } };

export const Fremdrift: Story = { args: { part: 'fremdrift' } };

export const UkjentDel: Story = { args: { part: 'finnes-ikke' } };
