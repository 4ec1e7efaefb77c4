/**
 * What the bench's profiling tools share (issue 20): the shape of a V8 CPU profile, and a function's place in the
 * sources through a client build's source maps (`SOURCEMAP=1 npm run build`).
 */
import fs from 'node:fs';
import path from 'node:path';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';

export interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}

export interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/**
 * `place(file, line, column)`: «name source:line» for a position (line from 1) in a built file such as
 * `/assets/index-….js`, or null where the build has no map for it or the position is none (a builtin's).
 */
export function sourcePlaces(clientDir: string) {
  const maps = new Map<string, TraceMap | null>();
  return (file: string, line: number, column: number, name?: string): string | null => {
    if (!maps.has(file)) {
      const mapFile = path.join(clientDir, `${file}.map`);
      maps.set(file, fs.existsSync(mapFile) ? new TraceMap(fs.readFileSync(mapFile, 'utf8')) : null);
    }
    const map = maps.get(file);
    if (!map || line < 1) return null;
    const at = originalPositionFor(map, { line, column });
    const source = (at.source ?? '?').replace(/^.*node_modules\//, '~').replace(/^(\.\.\/)+/, '');
    return `${at.name ?? name ?? ''} ${source}:${at.line}`;
  };
}

/** A profile's frame: its function's name, its script's address (absent for the engine's own work) and its place. */
export type CallFrame = Omit<ProfileNode['callFrame'], 'url'> & { url?: string };

/**
 * `name(frame)`: a CPU profile's frame by its place in the sources (a profile counts lines from 0), `(evaluation) file`
 * for a script's top-level run, or its name and file where the build has no map for it.
 */
export function frameNames(place: ReturnType<typeof sourcePlaces>) {
  return (frame: CallFrame): string => {
    if (!frame.url) return frame.functionName || '(native)';
    // A script's top-level run (its modules' evaluation) is a nameless function at its very start.
    if (!frame.functionName && frame.lineNumber === 0 && frame.columnNumber === 0) return `(evaluation) ${new URL(frame.url).pathname}`;
    const file = new URL(frame.url).pathname;
    // No map, or a frame with no place in the file (-1): a builtin called from the script.
    return place(file, frame.lineNumber + 1, frame.columnNumber, frame.functionName || '(anonymous)') ?? `${frame.functionName || '(anonymous)'} ${file}`;
  };
}
