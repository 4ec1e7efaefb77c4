import fs from 'node:fs';
import path from 'node:path';

interface ManifestEntry {
  file: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

/**
 * Stages of the entry's own start (src/main.tsx, src/app/boot.tsx): every page runs them, so they count as the entry's.
 * React DOM by its module; the actor system's stages by their chunk groups (vite.config.ts).
 */
export const ENTRY_STAGES = ['node_modules/react-dom/client.js', 'authMachine', 'system'];

/** A production build's Vite manifest (`dist/client/.vite/manifest.json`), read once. */
export function readViteManifest(clientDir: string) {
  const manifestFile = path.join(clientDir, '.vite', 'manifest.json');
  if (!fs.existsSync(manifestFile)) return null;
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, ManifestEntry>;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entryKey) throw new Error(`${manifestFile} har ingen inngang (entry)`);
  /** A module's key, or a chunk group's (vite.config.ts): its chunk is keyed by its file (`_system-….js`), named by the group. */
  const keyOf = (moduleOrGroup: string) =>
    moduleOrGroup in manifest ? moduleOrGroup : Object.keys(manifest).find((key) => key.startsWith('_') && manifest[key]!.name === moduleOrGroup);

  const fileOf = (key: string) => manifest[keyOf(key) ?? '']?.file;

  /** A module's file and every file it imports statically. */
  const closure = (key: string, into = new Set<string>()): Set<string> => {
    const entry = manifest[keyOf(key) ?? ''];
    if (!entry || into.has(entry.file)) return into;
    into.add(entry.file);
    for (const imported of entry.imports ?? []) closure(imported, into);
    return into;
  };
  /** The style sheets of a module and of every module it imports statically. */
  const styles = (key: string, into = new Set<string>(), seen = new Set<string>()): Set<string> => {
    const entry = manifest[keyOf(key) ?? ''];
    if (!entry || seen.has(key)) return into;
    seen.add(key);
    for (const css of entry.css ?? []) into.add(css);
    for (const imported of entry.imports ?? []) styles(imported, into, seen);
    return into;
  };
  /** Every file the modules `from` lead to, by static or dynamic import, their style sheets too, not passing `avoid`. */
  const reached = (from: string[], avoid?: string): Set<string> => {
    const files = new Set<string>();
    const seen = new Set<string>();
    const queue = from.filter((key) => key in manifest);
    while (queue.length > 0) {
      const key = queue.pop()!;
      if (seen.has(key) || key === avoid) continue;
      seen.add(key);
      const entry = manifest[key]!;
      files.add(entry.file);
      for (const css of entry.css ?? []) files.add(css);
      queue.push(...(entry.imports ?? []), ...(entry.dynamicImports ?? []));
    }
    return files;
  };
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  // Another build (the bench's bare React page) has no stages.
  const stages = ENTRY_STAGES.map(keyOf).filter((key): key is string => key !== undefined);

  return {
    file: manifestFile,
    entryKey,
    has: (key: string) => keyOf(key) !== undefined,
    fileOf,
    closure,
    styles,
    /** Each stage's file, in ENTRY_STAGES's order (undefined for a stage the build lacks). */
    stageFiles: () => ENTRY_STAGES.map(fileOf),
    entryFiles: () => [entryKey, ...stages].reduce((files, key) => closure(key, files), new Set<string>()),
    entryStyles: () => [entryKey, ...stages].reduce((files, key) => styles(key, files), new Set<string>()),
    /** The files only `key` leads to: no entry reaches them without importing it. */
    onlyThrough: (key: string): Set<string> => {
      const without = reached(entries, key);
      return new Set([...reached([key])].filter((file) => !without.has(file)));
    },
  };
}

export type ViteManifest = NonNullable<ReturnType<typeof readViteManifest>>;
