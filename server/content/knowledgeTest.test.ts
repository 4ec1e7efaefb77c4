import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { KNOWLEDGE_AFTER, KNOWLEDGE_BEFORE } from '../../src/contracts/knowledgeTest';
import { ContentError, loadContent } from './loadContent';

const realContent = path.resolve(import.meta.dirname, '..', '..', 'content');
const dirs: string[] = [];

function copyOfContent(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-'));
  fs.cpSync(realContent, dir, { recursive: true });
  dirs.push(dir);
  return dir;
}

type Editable = { items: { id: string; correct: string; source?: unknown; options: { id: string }[] }[]; okter: { activities: { activity_code: string; next_activity: string | false }[] }[] };

/** Reads a content file, lets `edit` break it, and writes it back. */
function editJson(file: string, edit: (value: Editable) => void) {
  const value = JSON.parse(fs.readFileSync(file, 'utf8'));
  edit(value);
  fs.writeFileSync(file, JSON.stringify(value));
}

afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('the knowledge test content', () => {
  const content = loadContent(realContent);

  it('has six to eight items in both languages, each with one right option, an explanation and a source', () => {
    for (const lang of ['no', 'nn'] as const) {
      const { items } = content.knowledgeTest[lang];
      expect(items.length).toBeGreaterThanOrEqual(6);
      expect(items.length).toBeLessThanOrEqual(8);
      for (const item of items) {
        expect(item.options.filter((o) => o.id === item.correct)).toHaveLength(1);
        expect(item.source.url).toMatch(/^https:\/\//);
      }
    }
  });

  it('asks about net pay, the payslip, budgeting, the buffer, interest, credit and insurance', () => {
    expect(new Set(content.knowledgeTest.no.items.map((i) => i.topic))).toEqual(new Set(['skatt', 'lonnsslipp', 'budsjett', 'buffer', 'rente', 'kreditt', 'forsikring']));
  });

  it('asks none of the quiz questions', () => {
    const quizIds = new Set(content.okt4.no.questions.map((q) => q.id));
    expect(content.knowledgeTest.no.items.filter((i) => quizIds.has(i.id))).toEqual([]);
  });

  it('is taken first in session 1 and just before the summary in session 5', () => {
    const codes = (okt: number) => content.okter.no[okt - 1]!.activities.map((a) => a.activity_code);
    expect(codes(1)[0]).toBe(KNOWLEDGE_BEFORE.code);
    expect(codes(5).slice(-2)).toEqual([KNOWLEDGE_AFTER.code, 'O5D']);
  });

  it('names the file and field of a right option that is not an option', () => {
    const dir = copyOfContent();
    editJson(path.join(dir, 'no', 'kunnskapstest.json'), (test) => {
      test.items[2]!.correct = 'finnes-ikke';
    });
    expect(() => loadContent(dir)).toThrowError(ContentError);
    expect(() => loadContent(dir)).toThrowError(/no\/kunnskapstest\.json.*«items\.2\.correct».*finnes-ikke/);
  });

  it('refuses a file that is missing, and an item without a source', () => {
    const missing = copyOfContent();
    fs.rmSync(path.join(missing, 'nn', 'kunnskapstest.json'));
    expect(() => loadContent(missing)).toThrowError(/nn\/kunnskapstest\.json.*filen mangler/);
    const unsourced = copyOfContent();
    editJson(path.join(unsourced, 'no', 'kunnskapstest.json'), (test) => {
      delete test.items[0]!.source;
    });
    expect(() => loadContent(unsourced)).toThrowError(/«items\.0\.source»/);
  });

  it('refuses Nynorsk whose right option differs from Bokmål', () => {
    const dir = copyOfContent();
    editJson(path.join(dir, 'nn', 'kunnskapstest.json'), (test) => {
      const item = test.items[1]!;
      item.correct = item.options.find((o) => o.id !== item.correct)!.id;
    });
    expect(() => loadContent(dir)).toThrowError(/nn\/kunnskapstest\.json.*«items\.1\.correct».*må være lik no/);
  });

  it('refuses a quiz question taken into the test', () => {
    const dir = copyOfContent();
    editJson(path.join(dir, 'no', 'kunnskapstest.json'), (test) => {
      test.items[0]!.id = 'halv-skatt';
    });
    expect(() => loadContent(dir)).toThrowError(/quizen i økt 4/);
  });

  it('refuses sessions where the test is not first in session 1', () => {
    const dir = copyOfContent();
    for (const lang of ['no', 'nn']) {
      editJson(path.join(dir, lang, 'okter.json'), (file) => {
        const activities = file.okter[0]!.activities;
        activities.push(activities.shift()!);
        activities.forEach((a, i) => {
          a.next_activity = activities[i + 1]?.activity_code ?? false;
        });
      });
    }
    expect(() => loadContent(dir)).toThrowError(/kunnskapstesten «knowledge-before» må ha koden O1T/);
  });
});
