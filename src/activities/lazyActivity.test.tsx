import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { catalogues } from '../i18n/catalogues';
import { lazyActivity } from './lazyActivity';
import type { ActivityProps } from './types';

const Shown = () => <p>Aktiviteten</p>;

describe('an activity in a chunk of its own', () => {
  it('fetches the chunk once, whether preloaded or shown first', async () => {
    const load = vi.fn(async () => Shown);
    const { component: Activity, preload } = lazyActivity(load);
    await Promise.all([preload(), preload()]);
    render(
      <IntlProvider locale="nb" messages={catalogues.no}>
        <Suspense fallback={<p>Laster</p>}>
          <Activity {...({} as ActivityProps)} />
        </Suspense>
      </IntlProvider>,
    );
    expect(await screen.findByText('Aktiviteten')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries a failed fetch again the next time it is asked for', async () => {
    const load = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue(Shown);
    const { preload } = lazyActivity(load);
    await expect(preload()).rejects.toThrow('Failed to fetch');
    await expect(preload()).resolves.toBe(Shown);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
