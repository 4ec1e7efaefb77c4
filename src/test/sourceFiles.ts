import fs from 'node:fs';
import path from 'node:path';

/** The repository's root, which the tests that read the source resolve their paths against. */
export const repoRoot = path.resolve(import.meta.dirname, '..', '..');

/**
 * The .ts and .tsx files under `dir` (relative to the repository), as relative paths: tests left out unless
 * `tests` is set, and folders named in `skipDirs` not entered.
 */
export function sourceFiles(dir: string, options: { tests?: boolean; skipDirs?: readonly string[] } = {}): string[] {
  return fs.readdirSync(path.join(repoRoot, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) return options.skipDirs?.includes(entry.name) ? [] : sourceFiles(rel, options);
    if (!/\.tsx?$/.test(entry.name)) return [];
    return options.tests || !/\.test\.tsx?$/.test(entry.name) ? [rel] : [];
  });
}
