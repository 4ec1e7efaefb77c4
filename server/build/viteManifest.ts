import fs from 'node:fs';
import path from 'node:path';

interface ManifestEntry {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

/** A production build's Vite manifest (`dist/client/.vite/manifest.json`), read once: its entry and the files each module needs. */
export function readViteManifest(clientDir: string) {
  const manifestFile = path.join(clientDir, '.vite', 'manifest.json');
  if (!fs.existsSync(manifestFile)) return null;
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, ManifestEntry>;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entryKey) throw new Error(`${manifestFile} har ingen inngang (entry)`);

  /** A module's file and every file it imports statically, as the browser must fetch them before running it. */
  const closure = (key: string, into = new Set<string>()): Set<string> => {
    const entry = manifest[key];
    if (!entry || into.has(entry.file)) return into;
    into.add(entry.file);
    for (const imported of entry.imports ?? []) closure(imported, into);
    return into;
  };
  return {
    file: manifestFile,
    entryKey,
    has: (key: string) => key in manifest,
    fileOf: (key: string) => manifest[key]?.file,
    closure,
  };
}

export type ViteManifest = NonNullable<ReturnType<typeof readViteManifest>>;
