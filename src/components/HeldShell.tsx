import { PAGE_SHELL_CLASS } from '../contracts/pageViewer';

/**
 * Issue 20: the server's markup of a page kept as it came (PageShellContext.ts). React hydrates the element and
 * leaves its inside alone; the screen replaces the whole of it in one commit when it draws itself.
 */
export function HeldShell({ html }: { html: string }) {
  return <div className={PAGE_SHELL_CLASS} dangerouslySetInnerHTML={{ __html: html }} />;
}
