import type { ComponentType } from 'react';
import { lazyWithReload } from '../app/chunkReload';
import type { ActivityProps } from './types';

/**
 * An activity component in a chunk of its own, so a session page loads the one activity it shows (issue 8),
 * and `preload` to fetch that chunk ahead of time, so Next still works when the network goes.
 */
export function lazyActivity(load: () => Promise<ComponentType<ActivityProps>>) {
  let loading: Promise<ComponentType<ActivityProps>> | undefined;
  const preload = () =>
    (loading ??= load().catch((err: unknown) => {
      // A failed fetch is tried again when next asked for, not remembered.
      loading = undefined;
      throw err;
    }));
  return { component: lazyWithReload(async () => ({ default: await preload() })), preload };
}
