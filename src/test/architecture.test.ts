import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot, sourceFiles } from './sourceFiles';

/**
 * The shape the design fixes, checked over the source so it stays.
 * - `src/app/` is the composition root: it imports everything, and nothing imports it (bulletproof-react's
 *   one-way rule: shared → features → app). Only the entries start it: the browser's (`src/main.tsx`) and the
 *   build's prerendering (`src/prerender.tsx`).
 * - Components under src/activities, src/screens and src/features render machine state and send events:
 *   they never navigate, fetch, draw random numbers or write storage. Those are bound at the root.
 */
const root = repoRoot;

const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|vi\.mock\(\s*)['"](\.{1,2}\/[^'"]+)['"]/g;

/** The files under src/app/ that `file`'s relative imports reach. */
function importsOfApp(file: string, source: string): string[] {
  return [...source.matchAll(IMPORT)]
    .map((m) => path.normalize(path.join(path.dirname(file), m[1]!)))
    .filter((target) => target === path.join('src', 'app') || target.startsWith(path.join('src', 'app') + path.sep));
}

const FORBIDDEN: [string, RegExp][] = [
  ['navigates', /\bnavigate\s*\(|\buseLocation\b|\blocation\.(assign|replace|reload)\s*\(|\blocation\.href\s*=/],
  ['fetches', /\bfetch\s*\(|\baxios\b|\bXMLHttpRequest\b/],
  ['draws a random number', /\bMath\.random\b|\bcrypto\.getRandomValues\b|\brandomUUID\b/],
  ['touches storage', /\blocalStorage\b|\bsessionStorage\b|\bindexedDB\b|\bdocument\.cookie\b/],
];

/** What a component does that only the composition root may (comments are not code). */
function forbiddenIn(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
  return FORBIDDEN.filter(([, pattern]) => pattern.test(code)).map(([what]) => what);
}

describe('the architecture checks', () => {
  it('see an import of the composition root, however it is written', () => {
    expect(importsOfApp('src/features/okt/x.tsx', "import { useAuthActor } from '../../app/AuthContext';")).toEqual(['src/app/AuthContext']);
    expect(importsOfApp('src/screens/x.tsx', "const A = lazy(() => import('../app/screens'));")).toEqual(['src/app/screens']);
    expect(importsOfApp('src/features/okt/x.tsx', "import { a } from '../../application/x';")).toEqual([]);
  });

  it('see navigation, fetching, chance and storage in code, not in comments', () => {
    expect(forbiddenIn('const [, navigate] = useLocation();')).toEqual(['navigates']);
    expect(forbiddenIn('onClick={() => onChange(draw(Math.random()))}')).toEqual(['draws a random number']);
    expect(forbiddenIn("await fetch('/api/x')")).toEqual(['fetches']);
    expect(forbiddenIn("localStorage.setItem('k', v)")).toEqual(['touches storage']);
    expect(forbiddenIn('// Math.random in the app, a fixed one in tests\nconst x = 1;')).toEqual([]);
  });
});

describe('the app’s shape', () => {
  it('imports src/app/ only from the entries: nothing in src, machines or server depends on the composition root', () => {
    const files = ['src', 'machines', 'server'].flatMap((dir) => sourceFiles(dir, { tests: true })).filter(
      // This file's own examples are strings, not imports.
      (file) => !file.startsWith(path.join('src', 'app') + path.sep) && ![path.join('src', 'main.tsx'), path.join('src', 'prerender.tsx'), path.join('src', 'test', 'architecture.test.ts')].includes(file),
    );
    const offenders = files.flatMap((file) => importsOfApp(file, fs.readFileSync(path.join(root, file), 'utf8')).map((target) => `${file} → ${target}`));
    expect(offenders).toEqual([]);
  });

  it('has one axios instance for the browser: axios is imported by the HTTP client alone, which the adapters make once', () => {
    const files = ['src', 'machines'].flatMap((dir) => sourceFiles(dir)).filter((file) => !/\.stories\.tsx?$/.test(file));
    const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
    expect(files.filter((file) => /from\s*['"]axios['"]|import\(\s*['"]axios['"]/.test(read(file)))).toEqual([path.join('src', 'services', 'http.ts')]);
    expect(files.filter((file) => /\bcreateHttp\(/.test(read(file)) && !file.endsWith(path.join('services', 'http.ts')))).toEqual([path.join('src', 'services', 'ports.ts')]);
    expect(read(path.join('src', 'services', 'ports.ts')).match(/\bcreateHttp\(/g)).toHaveLength(1);
  });

  it('keeps navigation, fetching, chance and storage out of every component under activities, screens and features', () => {
    const components = ['src/activities', 'src/screens', 'src/features'].flatMap((dir) => sourceFiles(dir)).filter((file) => !/\.stories\.tsx?$/.test(file));
    expect(components.length).toBeGreaterThan(50);
    const offenders = components.flatMap((file) => forbiddenIn(fs.readFileSync(path.join(root, file), 'utf8')).map((what) => `${file} ${what}`));
    expect(offenders).toEqual([]);
  });
});
