import type { Lang } from '../../contracts/lang';
import { usePageContent, useSelectorOf } from '../../context/SystemContext';
import { ContentView, type ContentStatus } from './ContentView';

export interface ContentScreenProps {
  lang: Lang;
  path: string;
  /** Which document the route shows: a page slug, or the FAQ (the app machine loads it, src/app/pages/pageContent.ts). */
  source: { kind: 'page'; slug: string } | { kind: 'faq' };
  variant: 'article' | 'message';
}

/** Route container for /side, /melding, /cookies and /faq: the app machine loads the document the route names (src/app/pages/pageContent.ts). */
export default function ContentScreen({ lang, path, variant }: ContentScreenProps) {
  const content = usePageContent();
  const status = useSelectorOf(content, (s) => (s.matches('idle') ? 'loading' : s.value) as ContentStatus, 'loading');
  const document = useSelectorOf(content, (s) => s.context.document, null);
  const errorKey = useSelectorOf(content, (s) => s.context.errorKey, null);
  return <ContentView lang={lang} path={path} variant={variant} status={status} document={document} errorKey={errorKey} onRetry={() => content?.send({ type: 'content.retry' })} />;
}
