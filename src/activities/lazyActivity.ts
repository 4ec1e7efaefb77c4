import type { ComponentType } from 'react';
import { preloadableLazy } from '../services/preloadableLazy';
import { withLaterTexts } from '../i18n/LaterTexts';
import type { ActivityProps } from './types';

/** An activity in its own chunk, with `preload` so Next works offline. `laterTexts: false`: its texts are in the pupil's part. */
export function lazyActivity(load: () => Promise<ComponentType<ActivityProps>>, { laterTexts = true, part = 'activities' }: { laterTexts?: boolean; part?: 'activities' | 'okt3' } = {}) {
  const component = preloadableLazy(() => load().then((shown) => ({ default: laterTexts ? withLaterTexts(shown, 'activity', part) : shown })));
  return { component, ...component };
}
