import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from './sourceFiles';

/** An import written out at run time, so the checks that read this file's source see no import in it. */
const use = (names: string, specifier: string) => `import { ${names} } from '${specifier}';`;

/**
 * The import rules of `npm run lint` (.dependency-cruiser.cjs), run over a small made-up tree: each forbidden import
 * is reported under its rule, and the imports the rules allow (tests across layers, the prerendering's content
 * loader, xstate in a machine) are not.
 */
const TREE: Record<string, string> = {
  'src/activities/types.ts': 'export type A = 1;',
  'src/domain/story.ts': `${use('type A', '../activities/types')} export const x: A = 1;`,
  'src/domain/story.test.ts': `${use('type A', '../activities/types')} export type B = A;`,
  'src/contracts/viewer.ts': `${use('s', '../services/userState')} export const c = s;`,
  'src/services/userState.ts': 'export const s = 1;',
  'src/services/api.ts': `${use('load', '../../server/content/loadContent')} export const q = load;`,
  'machines/storyMachine.ts': `${use('type A', '../src/activities/types')}${use('useState', 'react')}${use('createMachine', 'xstate')} export const m = [useState, createMachine];`,
  'machines/story.test.ts': `${use('f', '../src/features/okt/sessionView')} export const t = f;`,
  'src/features/okt/sessionView.ts': 'export const f = 1;',
  'src/features/okt/containers.tsx': `${use('v', '../../screens/StartScreen')} export const c = v;`,
  'src/screens/StartScreen.tsx': `${use('f', '../features/okt/sessionView')} export const v = f;`,
  'src/screens/StartScreen.test.tsx': `${use('f', '../features/okt/sessionView')} export const v = f;`,
  'src/app/App.tsx': 'export const app = 1;',
  'src/components/root.ts': `${use('app', '../app/App')} export const y = app;`,
  'src/components/fixtures.ts': `${use('fx', '../test/fixture')}${use('st', '../../stories/fixtures')} export const z = [fx, st];`,
  'src/test/fixture.ts': 'export const fx = 1;',
  'stories/fixtures.ts': 'export const st = 1;',
  'src/prerender.tsx': `${use('load', '../server/content/loadContent')}${use('db', '../server/db/connect')} export const p = [load, db];`,
  'server/content/loadContent.ts': 'export const load = 1;',
  'server/content/guard.ts': `${use('s', '../../src/services/userState')}${use('x', '../../src/domain/story')} export const g = [s, x];`,
  'server/content/guard.test.ts': `${use('s', '../../src/services/userState')} export const g = s;`,
  'server/db/connect.ts': 'export const db = 1;',
  'server/db/a.ts': `${use('b', './b')} export const a = b;`,
  'server/db/b.ts': `${use('a', './a')} export const b = a;`,
  'tsconfig.json': '{ "compilerOptions": { "module": "ESNext", "moduleResolution": "Bundler", "jsx": "react-jsx" } }',
  ...Object.fromEntries(
    ['react', 'xstate'].flatMap((pkg) => [
      [`node_modules/${pkg}/package.json`, JSON.stringify({ name: pkg, version: '1.0.0', main: 'index.js' })],
      [`node_modules/${pkg}/index.js`, 'module.exports = {};'],
    ]),
  ),
};

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'import-direction-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

interface Violation {
  from: string;
  to: string;
  rule: { name: string };
}

describe('the import rules of npm run lint', () => {
  it('report each import against the direction under its rule, and nothing the rules allow', () => {
    for (const [file, text] of Object.entries(TREE)) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), text);
    }
    const cli = path.join(repoRoot, 'node_modules', 'dependency-cruiser', 'bin', 'dependency-cruise.mjs');
    const config = path.join(repoRoot, '.dependency-cruiser.cjs');
    const run = spawnSync(process.execPath, [cli, '--config', config, '--output-type', 'json', 'src', 'machines', 'server'], { cwd: dir, encoding: 'utf8' });
    const violations = (JSON.parse(run.stdout).summary.violations as Violation[]).map((v) => `${v.rule.name}: ${v.from} → ${v.to}`);
    expect(violations.sort()).toEqual(
      [
        'client-imports-no-server-prerender: src/prerender.tsx → server/db/connect.ts',
        'client-imports-no-server: src/services/api.ts → server/content/loadContent.ts',
        'contracts-and-domain-stand-alone: src/contracts/viewer.ts → src/services/userState.ts',
        'contracts-and-domain-stand-alone: src/domain/story.ts → src/activities/types.ts',
        'machines-are-pure: machines/storyMachine.ts → node_modules/react/index.js',
        'machines-import-no-views: machines/story.test.ts → src/features/okt/sessionView.ts',
        'machines-import-no-views: machines/storyMachine.ts → src/activities/types.ts',
        'no-circular: server/db/a.ts → server/db/b.ts',
        'only-entries-import-the-root: src/components/root.ts → src/app/App.tsx',
        'product-imports-no-test-or-story: src/components/fixtures.ts → src/test/fixture.ts',
        'product-imports-no-test-or-story: src/components/fixtures.ts → stories/fixtures.ts',
        'screens-import-no-features: src/screens/StartScreen.tsx → src/features/okt/sessionView.ts',
        'server-imports-no-browser-layer: server/content/guard.ts → src/services/userState.ts',
      ].sort(),
    );
  }, 60_000);
});
