import type { ComponentType } from 'react';
import { preloadableLazy } from '../services/preloadableLazy';
import { withLaterTexts } from '../i18n/LaterTexts';
import type { ActivityProps } from './types';

/**
 * An activity component in a chunk of its own, so a session page loads the one activity it shows,
 * and `preload` to fetch that chunk ahead of time, so Next still works when the network goes. `laterTexts: false`
 * for an activity whose texts are in the pupil's part (the summary, which is a first page of its own). Once its chunk
 * is here it renders without suspending first (preloadableLazy); the session page waits for that.
 */
export function lazyActivity(load: () => Promise<ComponentType<ActivityProps>>, { laterTexts = true, part = 'activities' }: { laterTexts?: boolean; part?: 'activities' | 'okt3' } = {}) {
  // Most activities' texts are in the catalogue's activities part, økt 3's in a part of their own (src/i18n/catalogueParts.ts); the summary's in neither.
  const component = preloadableLazy(() => load().then((shown) => ({ default: laterTexts ? withLaterTexts(shown, 'activity', part) : shown })));
  // The component's own `preload` and `settled`, beside it.
  return { component, ...component };
}
