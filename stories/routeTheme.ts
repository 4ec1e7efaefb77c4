import { bodyThemeClasses } from '../src/contracts/routing';
import type { RouteName } from '../src/contracts/routeTable';
import type { OktContent } from '../src/contracts/okt';
import type { AppStoryParameters } from '../.storybook/preview';

/**
 * The body classes the app sets on a route, so a story shows the screen on its own background.
 * Session routes (`okt`, `oktComplete`) take the session's colour, as the app does.
 */
export function routeTheme(name: RouteName | 'notFound', oktColor?: OktContent['color']): AppStoryParameters {
  return { bodyClass: bodyThemeClasses({ name }, oktColor).join(' ') };
}
