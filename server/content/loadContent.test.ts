import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ContentError, loadContent } from './loadContent';

const realContent = path.resolve(import.meta.dirname, '..', '..', 'content');
const dirs: string[] = [];

/** A copy of the real content to break one thing in. */
function copyOfContent(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-'));
  fs.cpSync(realContent, dir, { recursive: true });
  dirs.push(dir);
  return dir;
}

function editJson(file: string, edit: (value: Record<string, unknown>) => void) {
  const value = JSON.parse(fs.readFileSync(file, 'utf8'));
  edit(value);
  fs.writeFileSync(file, JSON.stringify(value));
}

afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('loadContent', () => {
  it('loads the shipped content in both languages', () => {
    const content = loadContent(realContent);
    for (const slug of ['om', 'personvern', 'tilgjengelighet', 'cookies']) {
      expect(content.pages.no.has(slug)).toBe(true);
      expect(content.pages.nn.has(slug)).toBe(true);
    }
    expect(content.faq.no.items.length).toBeGreaterThanOrEqual(8);
    expect(content.fylker).toHaveLength(15);
  });

  it('names the file and field of a missing title', () => {
    const dir = copyOfContent();
    editJson(path.join(dir, 'nn', 'pages', 'om.json'), (page) => {
      delete page.title;
    });
    expect(() => loadContent(dir)).toThrowError(ContentError);
    expect(() => loadContent(dir)).toThrowError(/nn\/pages\/om\.json.*«title»/);
  });

  it('refuses a tag outside the allowed rich text', () => {
    const dir = copyOfContent();
    editJson(path.join(dir, 'no', 'pages', 'cookies.json'), (page) => {
      page.body = '<p>Hei</p><script>alert(1)</script>';
    });
    expect(() => loadContent(dir)).toThrowError(/no\/pages\/cookies\.json.*«body».*<script>/);
  });

  it('refuses a link to somewhere that is not https or the app', () => {
    const dir = copyOfContent();
    editJson(path.join(dir, 'no', 'faq.json'), (faq) => {
      (faq.items as { answer: string }[])[0]!.answer = '<p><a href="javascript:alert(1)">x</a></p>';
    });
    expect(() => loadContent(dir)).toThrowError(/faq\.json.*«items\.0\.answer»/);
  });

  it('refuses a page that has no Nynorsk translation', () => {
    const dir = copyOfContent();
    fs.rmSync(path.join(dir, 'nn', 'pages', 'tilgjengelighet.json'));
    expect(() => loadContent(dir)).toThrowError(/nn\/pages\/tilgjengelighet\.json.*mangler oversettelse/);
  });

  it('refuses a file that is not JSON', () => {
    const dir = copyOfContent();
    fs.writeFileSync(path.join(dir, 'no', 'pages', 'om.json'), '{ "slug": "om", ');
    expect(() => loadContent(dir)).toThrowError(/om\.json.*ikke gyldig JSON/);
  });

  it('refuses a slug that does not match its file name', () => {
    const dir = copyOfContent();
    editJson(path.join(dir, 'no', 'pages', 'om.json'), (page) => {
      page.slug = 'annet';
    });
    expect(() => loadContent(dir)).toThrowError(/«slug».*filnavnet/);
  });

  it('refuses a county list with a malformed number', () => {
    const dir = copyOfContent();
    editJson(path.join(dir, 'fylker.json'), (list) => {
      (list.fylker as { id: string }[])[0]!.id = '3';
    });
    expect(() => loadContent(dir)).toThrowError(/fylker\.json.*«fylker\.0\.id»/);
  });
});
