import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { postgresTests } from '../../vite.config';

const root = path.resolve(import.meta.dirname, '..', '..');

/** The test files of the server's projects under a folder, as paths from the root. */
function testFiles(folder: string): string[] {
  return fs.readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const file = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : testFiles(file);
    return file.endsWith('.test.ts') && !file.endsWith('.firebase.test.ts') ? [file] : [];
  });
}

/** The module a relative import names, or undefined for a package or a file that is not source. */
function resolveImport(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(from), specifier);
  const stem = base.replace(/\.js$/, '');
  return [base, `${stem}.ts`, `${stem}.tsx`, path.join(base, 'index.ts')].find((file) => /\.tsx?$/.test(file) && fs.existsSync(file));
}

/** Whether a module, or any module it imports (statically or lazily), reads the variable that picks the test database. */
function picksTestDb(file: string, seen = new Set<string>()): boolean {
  if (seen.has(file)) return false;
  seen.add(file);
  const source = fs.readFileSync(file, 'utf8');
  if (/\bTEST_DB\b/.test(source)) return true;
  return ts
    .preProcessFile(source, true, true)
    .importedFiles.map(({ fileName }) => resolveImport(file, fileName))
    .some((imported) => imported !== undefined && picksTestDb(imported, seen));
}

describe('the server tests PostgreSQL runs', () => {
  const candidates = [...testFiles('server'), ...testFiles('scripts')];

  it('are every test whose database TEST_DB picks, through any of its imports', () => {
    const left = candidates.filter((file) => !file.endsWith('.postgres.test.ts') && picksTestDb(path.join(root, file)) && !postgresTests.includes(file));
    expect(left).toEqual([]);
  });

  it('include the files only PostgreSQL has', () => {
    const own = candidates.filter((file) => file.endsWith('.postgres.test.ts'));
    expect(own.length).toBeGreaterThan(0);
    expect(own.filter((file) => !postgresTests.includes(file))).toEqual([]);
  });

  it('leave the tests that open no database to SQLite alone', () => {
    expect(postgresTests).not.toContain('server/config.test.ts');
    expect(postgresTests.length).toBeLessThan(candidates.length);
  });
});
