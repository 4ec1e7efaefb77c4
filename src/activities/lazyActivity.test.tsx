import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { catalogues } from '../i18n/catalogues';
import { lazyActivity } from './lazyActivity';
import type { ActivityProps } from './types';

const Shown = () => <p>Aktiviteten</p>;

const renderActivity = (Activity: (props: ActivityProps) => React.ReactNode) =>
  render(
    <IntlProvider locale="nb" messages={catalogues.no}>
      <Suspense fallback={<p>Laster</p>}>
        <Activity {...({} as ActivityProps)} />
      </Suspense>
    </IntlProvider>,
  );

describe('an activity in a chunk of its own', () => {
  it('fetches the chunk once, whether preloaded or shown first', async () => {
    const load = vi.fn(async () => Shown);
    const { component: Activity, preload } = lazyActivity(load);
    await Promise.all([preload(), preload()]);
    renderActivity(Activity);
    expect(await screen.findByText('Aktiviteten')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders at once when its chunk is here, without suspending first', async () => {
    const { component: Activity, preload, settled } = lazyActivity(async () => Shown);
    expect(settled()).toBe(false);
    await preload();
    expect(settled()).toBe(true);
    renderActivity(Activity);
    // No fallback in between: the first render shows the activity itself.
    expect(screen.getByText('Aktiviteten')).toBeInTheDocument();
    expect(screen.queryByText('Laster')).toBeNull();
  });

  it('suspends when shown before its chunk is here, and shows it when it arrives', async () => {
    const { component: Activity } = lazyActivity(async () => Shown);
    renderActivity(Activity);
    expect(screen.getByText('Laster')).toBeInTheDocument();
    await act(async () => {});
    expect(await screen.findByText('Aktiviteten')).toBeInTheDocument();
  });

  it('tries a failed fetch again the next time it is asked for', async () => {
    const load = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue(Shown);
    const { component: Activity, preload, settled } = lazyActivity(load);
    await expect(preload()).rejects.toThrow('Failed to fetch');
    // Settled, so a session page shows it rather than wait: it fetches again as it shows.
    expect(settled()).toBe(true);
    renderActivity(Activity);
    expect(await screen.findByText('Aktiviteten')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
