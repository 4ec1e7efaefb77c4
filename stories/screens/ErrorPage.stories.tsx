import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ErrorPage } from '../../src/screens/ErrorPage';
import { routeTheme } from '../routeTheme';

const meta = {
  title: 'Skjermer/Feilside',
  component: ErrorPage,
  args: { lang: 'no', statusCode: 404, description: 'Page Not Found: /no/finnes-ikke' },
  parameters: routeTheme('notFound'),
} satisfies Meta<typeof ErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const IkkeFunnet: Story = {};

/** What the error boundary shows when a screen fails: the only state with a reload button. */
export const Serverfeil: Story = {
  args: { statusCode: 500, description: 'Internal Server Error', onReload: fn() },
};
