import type { Meta, StoryObj } from '@storybook/react-vite';
import { StartScreen } from '../../src/screens/StartScreen';
import { routeTheme } from '../routeTheme';

const meta = {
  title: 'Skjermer/Start',
  component: StartScreen,
  args: { lang: 'no' },
  parameters: routeTheme('start'),
} satisfies Meta<typeof StartScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Okter: Story = {};
