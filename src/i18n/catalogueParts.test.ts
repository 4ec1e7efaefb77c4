import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogues } from './catalogues';
import { partOf, pickPart, TEACHER_PREFIXES } from './catalogueParts';
import { compileCatalogue, precompiledCatalogues } from './precompiledCatalogues';

const root = path.resolve(import.meta.dirname, '..', '..');
/**
 * Where the teacher's part is in the page (src/features/admin/AdminArea.tsx wraps these in TeacherTexts, and so does
 * «Mine data», issue 17, whose texts are the account part's).
 */
const TEACHER_PLACES = [
  path.join('src', 'features', 'admin'),
  path.join('src', 'features', 'account'),
  path.join('src', 'features', 'myData'),
  path.join('src', 'screens', 'AdminScreen.tsx'),
  path.join('src', 'screens', 'MyDataScreen.tsx'),
];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(rel);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [rel] : [];
  });
}

describe('the two parts of each catalogue', () => {
  it('together hold every text once', () => {
    for (const messages of Object.values(catalogues)) {
      const pupil = pickPart(messages, 'pupil');
      const teacher = pickPart(messages, 'teacher');
      expect(Object.keys(pupil).length + Object.keys(teacher).length).toBe(Object.keys(messages).length);
      expect(Object.keys(teacher).every((id) => TEACHER_PREFIXES.some((p) => id.startsWith(p)))).toBe(true);
    }
  });

  it('keep the teacher’s texts out of every page but the admin area', () => {
    const outside = sourceFiles('src').filter((file) => !TEACHER_PLACES.some((place) => file.startsWith(place)));
    const used = outside.flatMap((file) =>
      [...fs.readFileSync(path.join(root, file), 'utf8').matchAll(/['"`]((?:admin|account)\.[A-Za-z0-9_.]+)['"`]/g)].map((m) => `${file}: ${m[1]}`),
    );
    expect(used.filter((hit) => partOf(hit.split(': ')[1]!) === 'teacher')).toEqual([]);
  });

  it('are cut out of the source catalogue by the build, as modules', async () => {
    const plugin = precompiledCatalogues();
    (plugin.config as (c: object, env: { command: string }) => unknown)({}, { command: 'build' });
    const source = JSON.stringify(catalogues.no);
    const transform = plugin.transform as (code: string, id: string) => { code: string } | null;
    const teacher = transform(source, `${root}/src/i18n/no.json?part=teacher`)!.code;
    expect(teacher).toBe(`export default ${compileCatalogue(JSON.stringify(pickPart(catalogues.no, 'teacher')))};\n`);
    expect(transform(source, `${root}/src/i18n/no.json`)!.code).toBe(compileCatalogue(source));
    const resolve = plugin.resolveId as (id: string) => string | null;
    expect(resolve('catalogue:nn/pupil')).toBe(`${path.join(root, 'src', 'i18n', 'nn.json')}?part=pupil`);
  });
});
