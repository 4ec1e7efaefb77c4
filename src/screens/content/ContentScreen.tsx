import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { Lang } from '../../contracts/lang';
import { contentLoader } from '../../services/contentActor';
import { ContentView, type ContentStatus } from './ContentView';

export interface ContentScreenProps {
  lang: Lang;
  path: string;
  /** Which document the route shows: a page slug, or the FAQ. */
  source: { kind: 'page'; slug: string } | { kind: 'faq' };
  variant: 'article' | 'message';
}

/** Route container for /side, /melding, /cookies and /faq. */
export default function ContentScreen({ lang, path, source, variant }: ContentScreenProps) {
  const actor = useActorRef(contentLoader);
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
