import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import preview from '../.storybook/preview';
import * as okt2Stories from './screens/Okt2Activities.stories';
import * as oktStories from './screens/OktScreen.stories';

setProjectAnnotations(preview);

/** The save state is in a bar at the bottom of every activity; on the budgets it sits beside the money left. */
describe('the save bar of an activity', () => {
  it('shows «Lagret kl. …» in the sticky bar once saved, and nothing like it before', async () => {
    const { LagretKl, LagresAutomatisk } = composeStories(oktStories, { initialGlobals: { lang: 'no' } });
    const { container, unmount } = render(<LagretKl />);
    await screen.findByRole('heading', { level: 1 });
    const bar = container.querySelector('.okt-bar')!;
    expect(within(bar as HTMLElement).getByRole('status')).toHaveTextContent(/^Lagret kl\. 10[:.]42$/);
    unmount();

    render(<LagresAutomatisk />);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByText('Svarene lagres automatisk.')).toBeInTheDocument();
    expect(screen.queryByText(/Lagret/)).toBeNull();
  });

  it('puts the budget\'s money left and the save state in one summary bar, and shows the save state once', async () => {
    const { SummeringMinusLagrer } = composeStories(okt2Stories, { initialGlobals: { lang: 'no' } });
    const { container } = render(<SummeringMinusLagrer />);
    const bar = await screen.findByRole('group', { name: 'Penger igjen og lagring' });
    expect(bar).toHaveTextContent(/^I minus: kr\s1\s147/);
    expect(within(bar).getByRole('status')).toHaveTextContent('Lagrer …');
    await waitFor(() => expect(container.querySelectorAll('.save-status')).toHaveLength(1));
    expect(container.querySelectorAll('.okt-bar')).toHaveLength(1);
  });
});
