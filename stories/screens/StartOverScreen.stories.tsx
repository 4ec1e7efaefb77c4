import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { StartOverScreen } from '../../src/screens/StartOverScreen';
import { routeTheme } from '../routeTheme';

/** /{lang}/start-pa-nytt: asks before every answer is deleted. */
const meta = {
  title: 'Skjermer/Start på nytt',
  component: StartOverScreen,
  args: { lang: 'no', busy: false, errorKey: null, onConfirm: fn() },
  parameters: routeTheme('startOver'),
} satisfies Meta<typeof StartOverScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The question, nothing deleted yet. */
export const Spor: Story = {};

export const Sletter: Story = { args: { busy: true } };

export const Feil: Story = { args: { errorKey: 'txt_error_network' } };
