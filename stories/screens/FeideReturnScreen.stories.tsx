import type { Meta, StoryObj } from '@storybook/react-vite';
import FeideReturnScreen from '../../src/screens/FeideReturnScreen';
import { routeTheme } from '../routeTheme';

/**
 * /{lang}/feide/{elev|veileder}: back from Feide while the sign-in is collected. The screen has no props;
 * the auth machine moves on from it (to the start page, the teacher's classes, or back to the sign-in page).
 */
const meta = {
  title: 'Skjermer/Feide',
  component: FeideReturnScreen,
  parameters: routeTheme('feide'),
} satisfies Meta<typeof FeideReturnScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** «Logger inn med Feide …» over a skeleton. */
export const LoggerInn: Story = {};
