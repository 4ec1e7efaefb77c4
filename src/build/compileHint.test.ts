import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, COMPILED_WHOLE, compileHint, withCompileHint } from './compileHint';

const chunk = (moduleIds: string[], code = 'import{a}from"./b.js";a();') => ({ type: 'chunk' as const, moduleIds, code });

describe('the compile hint', () => {
  it('is the first line of the chunks with the entry, React, React DOM or the actor system', () => {
    for (const id of [
      '/app/src/main.tsx',
      '/app/node_modules/react-dom/cjs/react-dom-client.production.js',
      '/app/node_modules/react/jsx-runtime.js',
      '/app/node_modules/xstate/dist/xstate.esm.js',
      '/app/machines/authMachine.ts',
      '/app/machines/appMachine.ts',
      '/app/src/app/system.ts',
    ]) {
      expect(withCompileHint(chunk(['/app/src/other.ts', id]))).toBe(`${COMPILE_HINT}\nimport{a}from"./b.js";a();`);
    }
  });

  it('leaves every other chunk as it was: the PDF renderer’s reconciler, react-intl, a screen', () => {
    for (const id of ['/app/node_modules/react-reconciler/index.js', '/app/node_modules/scheduler/index.js', '/app/node_modules/react-intl/index.js', '/app/src/screens/main.tsx.ts', '/app/src/app/domain.ts', '/app/machines/boardMachine.ts', '/app/src/app/system.test.ts']) {
      expect(withCompileHint(chunk([id]))).toBe('import{a}from"./b.js";a();');
    }
    expect(COMPILED_WHOLE.test('/app/src/features/main.tsx')).toBe(false);
  });

  it('is added once, however often the bundle is written', () => {
    const once = withCompileHint(chunk(['/app/src/main.tsx']));
    expect(withCompileHint(chunk(['/app/src/main.tsx'], once))).toBe(once);
  });
});

describe('the compile hint’s source map (SOURCEMAP=1)', () => {
  type Handler = (options: unknown, bundle: Record<string, unknown>) => void;
  const handler = (compileHint().generateBundle as { handler: Handler }).handler;
  // "a" on the chunk's first line comes from line 3 of main.tsx.
  const written = () => ({
    'index.js': { type: 'chunk', moduleIds: ['/app/src/main.tsx'], code: 'a();', map: { mappings: 'AAEA' }, sourcemapFileName: 'index.js.map' },
    'index.js.map': { type: 'asset', source: JSON.stringify({ version: 3, sources: ['main.tsx'], mappings: 'AAEA' }) },
  });

  it('moves down by the hint’s line, in the chunk’s map and in the map file written beside it', () => {
    const bundle = written();
    handler({}, bundle);
    expect(bundle['index.js'].code).toBe(`${COMPILE_HINT}\na();`);
    expect(bundle['index.js'].map.mappings).toBe(';AAEA');
    expect(JSON.parse(bundle['index.js.map'].source as string)).toEqual({ version: 3, sources: ['main.tsx'], mappings: ';AAEA' });
  });

  it('is left alone for a chunk without the hint', () => {
    const bundle = written();
    bundle['index.js'].moduleIds = ['/app/src/screens/Start.tsx'];
    handler({}, bundle);
    expect(bundle['index.js'].map.mappings).toBe('AAEA');
    expect(JSON.parse(bundle['index.js.map'].source as string).mappings).toBe('AAEA');
  });
});
