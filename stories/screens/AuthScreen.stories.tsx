import type { Meta, StoryObj } from '@storybook/react-vite';
import { AuthScreen } from '../../src/screens/AuthScreen';
import { routeTheme } from '../routeTheme';

const meta = {
  title: 'Skjermer/Auth',
  component: AuthScreen,
  args: { lang: 'no' },
  parameters: routeTheme('auth'),
} satisfies Meta<typeof AuthScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NyttPassord: Story = {};
