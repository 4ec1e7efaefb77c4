import type { Meta, StoryObj } from '@storybook/react-vite';
import { OktScreen } from '../../src/screens/OktScreen';
import { routeTheme } from '../routeTheme';

const meta = {
  title: 'Skjermer/Økt',
  component: OktScreen,
  args: { lang: 'no', okt: 1, part: 'O1A' },
  argTypes: { okt: { control: { type: 'number', min: 1, max: 5 } } },
  parameters: routeTheme('okt'),
} satisfies Meta<typeof OktScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Aktivitet: Story = {};
