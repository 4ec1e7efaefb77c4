import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import { type ContentRequest, contentPageMachine } from '../../../machines/contentPageMachine';
import type { Lang } from '../../contracts/lang';
import { loadPorts } from '../../app/authActors';
import { ContentView, type ContentStatus } from './ContentView';

const fetchContent = fromPromise(async ({ input }: { input: ContentRequest }) => {
  const api = (await loadPorts()).backendApi;
  if (input.kind === 'faq') return { kind: 'faq' as const, faq: await api.getFaq(input.lang) };
  if (input.kind === 'page') return { kind: 'page' as const, page: await api.getPage(input.lang, input.slug) };
  return { kind: 'fylker' as const, fylker: await api.listFylke() };
});

export interface ContentScreenProps {
  lang: Lang;
  path: string;
  /** Which document the route shows: a page slug, or the FAQ. */
  source: { kind: 'page'; slug: string } | { kind: 'faq' };
  variant: 'article' | 'message';
}

/** Route container for /side, /melding, /cookies and /faq. */
export default function ContentScreen({ lang, path, source, variant }: ContentScreenProps) {
  const actor = useActorRef(contentPageMachine.provide({ actors: { fetchContent } }));
  const slug = source.kind === 'page' ? source.slug : null;
  useEffect(() => {
    actor.send({ type: 'route.content', request: slug === null ? { kind: 'faq', lang } : { kind: 'page', lang, slug } });
  }, [actor, lang, slug]);
  const view = useSelector(actor, (s) => ({
    status: (s.matches('idle') ? 'loading' : s.value) as ContentStatus,
    document: s.context.document,
    errorKey: s.context.errorKey,
  }), (a, b) => a.status === b.status && a.document === b.document && a.errorKey === b.errorKey);
  return <ContentView lang={lang} path={path} variant={variant} {...view} onRetry={() => actor.send({ type: 'content.retry' })} />;
}
