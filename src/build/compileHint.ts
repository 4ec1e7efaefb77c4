import type { Plugin } from 'vite';

/** V8's explicit compile hint for a whole file (Chrome 136): it must be the file's first line. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * The chunks every page runs much of as it first shows: the entry (src/main.tsx), React and React DOM (with its
 * scheduler, in its chunk), and the actor system's: XState, the app's concern machines and their composition root
 * (src/app/boot.tsx). Not the PDF renderer, which has its own copy of a React reconciler and runs only when a pupil
 * asks for a PDF.
 */
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

/** The chunk's code with the hint as its first line, when it holds one of the `wanted` modules. */
export function withCompileHint(chunk: Chunk, wanted: RegExp = COMPILED_WHOLE): string {
  if (chunk.code.startsWith(COMPILE_HINT) || !chunk.moduleIds.some((id) => wanted.test(id))) return chunk.code;
  return `${COMPILE_HINT}\n${chunk.code}`;
}

/** A source map's mappings for its file with one line more at the top: each generated line is the one below it. */
const shiftedOneLine = (mappings: string) => `;${mappings}`;

/**
 * The hint is one line more above the chunk's code, so its source map (SOURCEMAP=1, for reading CPU profiles by their
 * sources) moves down by a line; without this every function of the three chunks was named by the line above it.
 * The map is the chunk's own and, where the bundler has written it out already, the `.map` file beside it.
 */
function shiftSourceMap(chunk: Chunk, bundle: Record<string, Chunk | Asset>) {
  if (chunk.map) chunk.map.mappings = shiftedOneLine(chunk.map.mappings);
  const file = chunk.sourcemapFileName ? bundle[chunk.sourcemapFileName] : undefined;
  if (file?.type !== 'asset') return;
  const text = typeof file.source === 'string' ? file.source : new TextDecoder().decode(file.source);
  const map = JSON.parse(text) as { mappings: string };
  file.source = JSON.stringify({ ...map, mappings: shiftedOneLine(map.mappings) });
}

/**
 * V8 compiles a function when it is first called, on the page's thread, unless told that the whole file
 * runs at load; then it compiles the file while it downloads, on a thread of its own. In a cold Lighthouse run of the
 * budget page without the hint, that compiling makes up most of React's first drawing of the page (one long task).
 * Added last (after Vite's own preamble, which would otherwise come first), about 22 bytes gzip per chunk. The
 * files' names are hashed before it is added; the hint is the same in every build, so a name still means one content.
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
