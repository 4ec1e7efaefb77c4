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
