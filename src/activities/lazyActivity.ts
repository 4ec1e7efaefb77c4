import type { ComponentType } from 'react';
import { lazyWithReload } from '../services/chunkReload';
import { withLaterTexts } from '../i18n/LaterTexts';
import type { ActivityProps } from './types';

/**
 * An activity component in a chunk of its own, so a session page loads the one activity it shows (issue 8),
 * and `preload` to fetch that chunk ahead of time, so Next still works when the network goes. `laterTexts: false`
 * for an activity whose texts are in the pupil's part (the summary, which is a first page of its own).
 */
export function lazyActivity(load: () => Promise<ComponentType<ActivityProps>>, { laterTexts = true }: { laterTexts?: boolean } = {}) {
  let loading: Promise<ComponentType<ActivityProps>> | undefined;
  const preload = () =>
    (loading ??= load().catch((err: unknown) => {
      // A failed fetch is tried again when next asked for, not remembered.
      loading = undefined;
      throw err;
    }));
  // Most activities' texts are in the catalogue's activities part (src/i18n/catalogueParts.ts); the summary's are not.
  return { component: lazyWithReload(async () => ({ default: laterTexts ? withLaterTexts(await preload(), 'activity', 'activities') : await preload() })), preload };
}
