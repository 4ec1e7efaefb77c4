import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import nn from './nn.json';
import no from './no.json';
import { repoRoot, sourceFiles } from '../test/sourceFiles';

const root = repoRoot;

const read = (dirs: string[]) => dirs.flatMap((dir) => sourceFiles(dir, { skipDirs: ['test'] })).map((file) => fs.readFileSync(path.join(root, file), 'utf8')).join('\n');
// Machines keep message keys (txt_…), never message ids, and their event names look like ids.
const clientCode = read(['src']);
const code = `${clientCode}\n${read(['machines', 'server'])}`;
const keys = Object.keys(no);
const namespaces = [...new Set(keys.map((k) => k.split('.')[0]))].join('|');

/** Message ids written as string literals in the code (event names, `type: 'login.submit'` or `.on('startOver.done'`, are not ids). */
const idsInCode = new Set([...clientCode.matchAll(new RegExp(`(?<!type:\\s?|\\.on\\()['"\`]((?:${namespaces})\\.[A-Za-z0-9_.]+)['"\`]`, 'g'))].map((m) => m[1]!));
/** Server and client message keys (`txt_…`), shown through the catalogue's `error.` entries. */
const messageKeysInCode = new Set([...code.matchAll(/['"`](txt_[a-z0-9_]+)['"`]/g)].map((m) => m[1]!));

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort();

describe('the nb and nn catalogues', () => {
  it('have identical keys', () => {
    expect(Object.keys(nn).sort()).toEqual(Object.keys(no).sort());
  });

  it('use the same placeholders for each key', () => {
    for (const key of keys) expect(placeholders((nn as Record<string, string>)[key]!), key).toEqual(placeholders((no as Record<string, string>)[key]!));
  });

  it('have a text for every message id the code uses', () => {
    const missing = [...idsInCode].filter((id) => !(id in no));
    expect(missing).toEqual([]);
  });

  it('have a translation for every message key the server or client can report', () => {
    const missing = [...messageKeysInCode].filter((key) => !(`error.${key}` in no));
    expect(missing).toEqual([]);
  });

  it('have no text the code never uses', () => {
    const unused = keys.filter((key) => (key.startsWith('error.') ? !messageKeysInCode.has(key.slice(6)) : !idsInCode.has(key)));
    expect(unused).toEqual([]);
  });

  it('are really Nynorsk where the words differ', () => {
    const nnText = Object.values(nn).join(' ');
    expect(nnText).not.toMatch(/\b(ikke|hva|hvordan|hvis|noe|mye|bare|være)\b/i);
  });
});
