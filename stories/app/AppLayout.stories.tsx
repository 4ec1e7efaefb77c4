import type { Meta, StoryObj } from '@storybook/react-vite';
import { LandingScreen } from '../../src/screens/LandingScreen';
import type { AppStoryParameters } from '../../.storybook/preview';
import { routeTheme } from '../routeTheme';

/** The frame every route shares (skip link, header with language switch, footer), here around the landing page. */
const meta = {
  title: 'App/Ramme',
  component: LandingScreen,
  args: { lang: 'no' },
  parameters: { ...routeTheme('landing'), frame: 'app', layout: 'fullscreen' } satisfies AppStoryParameters & { layout: string },
} satisfies Meta<typeof LandingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MedForside: Story = {};
