import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { Router } from 'wouter';
import no from 'catalogue:no/pupil';
import nn from 'catalogue:nn/pupil';
import noSignin from 'catalogue:no/signin';
import nnSignin from 'catalogue:nn/signin';
import noTeacher from 'catalogue:no/teacher';
import nnTeacher from 'catalogue:nn/teacher';
import { App } from './app/App';
import { createAppSystem } from './app/system';
import { INITIAL_USER_STATE } from './services/userState';
import { type Lang, langOfPath } from './contracts/lang';

/** The public pages as a visitor sees them, rendered at build time (scripts/prerender.mjs) for server/plugins/spa.ts to send and app/boot.tsx to hydrate. */
export const PRERENDERED_PATHS = ['/no', '/nn', '/no/veiledere', '/nn/veiledere'] as const;

/** The texts each page shows first, as boot.tsx gives them when it hydrates the page. */
const TEXTS = {
  no: { pupil: no, signin: noSignin, teacher: noTeacher },
  nn: { pupil: nn, signin: nnSignin, teacher: nnTeacher },
};

const noStorage: Storage = {
  length: 0,
  clear: () => {},
  getItem: () => null,
  key: () => null,
  removeItem: () => {},
  setItem: () => {},
};

/**
 * The app at `path` as boot.tsx hydrates it. `feide`: as a server offering Feide sign-in shows it; the server picks the
 * variant its configuration gives (spa.ts), so hydration finds the same markup.
 */
export async function render(path: (typeof PRERENDERED_PATHS)[number], feide = false): Promise<string> {
  const lang = langOfPath(path);
  const messages = { ...TEXTS[lang].pupil, ...TEXTS[lang].signin, ...(path.endsWith('/veiledere') ? TEXTS[lang].teacher : {}) };
  // Static rendering waits for lazy screens (the teachers' page is one), where renderToString would send their loading look.
  const system = createAppSystem({ restored: INITIAL_USER_STATE, storage: noStorage, url: path, feide, browser: false });
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <Router ssrPath={path}>
        <App system={system} texts={{ [lang]: messages }} />
      </Router>
    </StrictMode>,
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  system.stop();
  return Buffer.concat(chunks).toString('utf8');
}
