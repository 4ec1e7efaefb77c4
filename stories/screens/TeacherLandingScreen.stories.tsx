import type { Meta, StoryObj } from '@storybook/react-vite';
import { TeacherLandingScreen } from '../../src/screens/TeacherLandingScreen';
import { routeTheme } from '../routeTheme';

const meta = {
  title: 'Skjermer/Veiledere',
  component: TeacherLandingScreen,
  args: { lang: 'no' },
  parameters: routeTheme('veiledere'),
} satisfies Meta<typeof TeacherLandingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Veiledere: Story = {};
