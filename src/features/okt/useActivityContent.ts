import type { ActorRefFrom } from 'xstate';
import type { ContentDocument, ContentRequest, contentPageMachine } from '../../../machines/contentPageMachine';
import { usePageActor, useSelectorOf } from '../../context/SystemContext';

type ContentActor = ActorRefFrom<typeof contentPageMachine>;

/**
 * The content an activity builds on, as the activity page machine (systemId `activity`, machines/activityPageMachine.ts)
 * loads it: null until it answers the activity's own request, so the previous activity's never shows in its place.
 */
export function useActivityContent(request: ContentRequest | null): { data: ContentDocument | null; dataFailed: boolean; onRetry: () => void } {
  const activity = usePageActor('activity');
  const content = useSelectorOf(activity, (s) => (s.children.content as ContentActor | undefined) ?? null, null);
  const requestKey = JSON.stringify(request);
  const data = useSelectorOf(content, (s) => (JSON.stringify(s.context.request) === requestKey ? s.context.document : null), null);
  const dataFailed = useSelectorOf(content, (s) => s.matches('failed') || s.matches('notFound'), false);
  return { data, dataFailed, onRetry: () => content?.send({ type: 'content.retry' }) };
}
