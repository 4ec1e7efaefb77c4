import type { Meta, StoryObj } from '@storybook/react-vite';
import { OktCompleteScreen } from '../../src/screens/OktCompleteScreen';
import { routeTheme } from '../routeTheme';

const meta = {
  title: 'Skjermer/Økt fullført',
  component: OktCompleteScreen,
  args: { lang: 'no', okt: 1 },
  argTypes: { okt: { control: { type: 'number', min: 1, max: 5 } } },
  parameters: routeTheme('oktComplete'),
} satisfies Meta<typeof OktCompleteScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Fullfort: Story = {};
