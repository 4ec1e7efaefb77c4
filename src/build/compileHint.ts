import type { Plugin } from 'vite';

/** V8's explicit compile hint for a whole file (Chrome 136): it must be the file's first line. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The chunks every page runs much of at first: the entry, React, React DOM and the actor system; not the PDF renderer's reconciler. */
export const COMPILED_WHOLE =
  /[\\/]src[\\/]main\.tsx$|[\\/]node_modules[\\/](react|react-dom|xstate)[\\/]|[\\/]machines[\\/](app|auth|progress|okt|story|route)Machine\.ts$|[\\/]src[\\/]app[\\/]system\.ts$/;

interface Chunk {
  type: 'chunk';
  moduleIds: readonly string[];
  code: string;
  map?: { mappings: string } | null;
  sourcemapFileName?: string | null;
}

interface Asset {
  type: 'asset';
  source: string | Uint8Array;
}

export function withCompileHint(chunk: Chunk, wanted: RegExp = COMPILED_WHOLE): string {
  if (chunk.code.startsWith(COMPILE_HINT) || !chunk.moduleIds.some((id) => wanted.test(id))) return chunk.code;
  return `${COMPILE_HINT}\n${chunk.code}`;
}

/** A source map's mappings for its file with one line more at the top: each generated line is the one below it. */
const shiftedOneLine = (mappings: string) => `;${mappings}`;

/** Moves the source map (SOURCEMAP=1) down by the hint's line, in the chunk and in any `.map` file already written beside it. */
function shiftSourceMap(chunk: Chunk, bundle: Record<string, Chunk | Asset>) {
  if (chunk.map) chunk.map.mappings = shiftedOneLine(chunk.map.mappings);
  const file = chunk.sourcemapFileName ? bundle[chunk.sourcemapFileName] : undefined;
  if (file?.type !== 'asset') return;
  const text = typeof file.source === 'string' ? file.source : new TextDecoder().decode(file.source);
  const map = JSON.parse(text) as { mappings: string };
  file.source = JSON.stringify({ ...map, mappings: shiftedOneLine(map.mappings) });
}

/**
 * V8 compiles a function on the page's thread when first called, unless told the whole file runs at load; then it compiles
 * the file off-thread while it downloads. Added last, after Vite's preamble; the same hint in every build keeps hashed names true.
 */
export function compileHint(): Plugin {
  return {
    name: 'compile-hint',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type !== 'chunk') continue;
          const code = withCompileHint(file);
          if (code === file.code) continue;
          file.code = code;
          shiftSourceMap(file, bundle as Record<string, Chunk | Asset>);
        }
      },
    },
  };
}
