import type { Meta, StoryObj } from '@storybook/react-vite';
import { StartOverScreen } from '../../src/screens/StartOverScreen';
import { routeTheme } from '../routeTheme';

const meta = {
  title: 'Skjermer/Start på nytt',
  component: StartOverScreen,
  args: { lang: 'no' },
  parameters: routeTheme('startOver'),
} satisfies Meta<typeof StartOverScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Bekreft: Story = {};
