import { useEffect, useState } from 'react';
import { claimReload } from '../services/chunkReload';
import type { Lang } from '../contracts/lang';

export type Messages = Record<string, string>;

// One chunk per language, preloaded from index.html (server/plugins/spa.ts); the other parts load apart (catalogueParts.ts).
export const LOADERS: Record<Lang, () => Promise<{ default: Messages }>> = {
  no: () => import('catalogue:no/pupil'),
  nn: () => import('catalogue:nn/pupil'),
};

export type CatalogueState = { status: 'loading' } | { status: 'ready'; messages: Messages } | { status: 'failed' };

/** A failed load (a stale deploy) reloads the page once. `given`: texts a prerendered page already loaded (src/main.tsx). */
export function useCatalogue(lang: Lang | null, given: Partial<Record<Lang, Messages>> = {}): CatalogueState {
  const [loaded, setLoaded] = useState<Partial<Record<Lang, Messages>>>(given);
  const [failed, setFailed] = useState<Lang | null>(null);
  const ready = lang ? loaded[lang] : undefined;
  useEffect(() => {
    if (!lang || ready) return;
    let live = true;
    LOADERS[lang]().then(
      (module) => live && setLoaded((all) => ({ ...all, [lang]: module.default })),
      () => {
        if (!live) return;
        if (claimReload(window.sessionStorage, window.location.pathname, Date.now())) window.location.reload();
        else setFailed(lang);
      },
    );
    return () => {
      live = false;
    };
  }, [lang, ready]);
  if (ready) return { status: 'ready', messages: ready };
  return failed === lang ? { status: 'failed' } : { status: 'loading' };
}
