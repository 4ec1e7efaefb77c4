import { bodyThemeClasses } from '../src/app/routing';
import type { RouteName } from '../src/app/routeTable';
import type { AppStoryParameters } from '../.storybook/preview';

/** The body classes the app sets on a route, so a story shows the screen on its own background. */
export function routeTheme(name: RouteName | 'notFound'): AppStoryParameters {
  return { bodyClass: bodyThemeClasses({ name }).join(' ') };
}
