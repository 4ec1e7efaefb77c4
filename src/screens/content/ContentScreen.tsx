import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { contentPageMachine } from '../../../machines/contentPageMachine';
import type { Lang } from '../../contracts/lang';
import { fetchContent } from '../../services/contentActor';
import { ContentView, type ContentStatus } from './ContentView';
import { useMachineOnce } from '../../components/useMachineOnce';

export interface ContentScreenProps {
  lang: Lang;
  path: string;
  /** Which document the route shows: a page slug, or the FAQ. */
  source: { kind: 'page'; slug: string } | { kind: 'faq' };
  variant: 'article' | 'message';
}

/** Route container for /side, /melding, /cookies and /faq. */
export default function ContentScreen({ lang, path, source, variant }: ContentScreenProps) {
  const actor = useActorRef(useMachineOnce(() => contentPageMachine.provide({ actors: { fetchContent } })));
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
