import type { Meta, StoryObj } from '@storybook/react-vite';
import { LandingScreen } from '../../src/screens/LandingScreen';
import { routeTheme } from '../routeTheme';

const meta = {
  title: 'Skjermer/Forside',
  component: LandingScreen,
  args: { lang: 'no' },
  parameters: routeTheme('landing'),
} satisfies Meta<typeof LandingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Forside: Story = {};
