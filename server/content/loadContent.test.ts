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

type OktFile = { okter: { id: number; color: string; url: string; isLastSection: boolean; activities: Record<string, unknown>[] }[] };

describe('loadContent: sessions (okter.json)', () => {
  const oktFile = (dir: string, lang: 'no' | 'nn') => path.join(dir, lang, 'okter.json');
  function breakOkter(lang: 'no' | 'nn', edit: (file: OktFile) => void): string {
    const dir = copyOfContent();
    editJson(oktFile(dir, lang), (value) => edit(value as unknown as OktFile));
    return dir;
  }

  it('loads five sessions in order with the activity codes of the curriculum in both languages', () => {
    const content = loadContent(realContent);
    const expected = [
      ['O1A', 'O1C', 'O1D', 'O1E'],
      ['O2A', 'O2B', 'O2C', 'O2D', 'O2E'],
      ['O3A', 'O3B', 'O3C', 'O3D', 'O3E'],
      ['O4A'],
      ['O5A', 'O5B', 'O5C', 'O5D'],
    ];
    for (const lang of ['no', 'nn'] as const) {
      const okter = content.okter[lang];
      expect(okter.map((o) => o.id)).toEqual([1, 2, 3, 4, 5]);
      expect(okter.map((o) => o.color)).toEqual(['blue', 'green', 'orange', 'purple', 'pink']);
      expect(okter.map((o) => o.isLastSection)).toEqual([false, false, false, false, true]);
      expect(okter.map((o) => o.activities.map((a) => a.activity_code))).toEqual(expected);
      for (const okt of okter) {
        for (const activity of okt.activities) {
          expect(activity.component).toBe('reflection');
          expect(activity.intro?.length).toBeGreaterThan(20);
          expect(activity.prompt).toMatch(/\?$/);
        }
      }
    }
    expect(content.okter.no.map((o) => o.title)).toEqual(['Utdanning og jobb', 'Budsjett', 'Kredittkjøp', 'Hva har du lært?', 'Forsikring']);
    expect(content.okter.nn[3]!.title).toBe('Kva har du lært?');
  });

  it('writes the Nynorsk sessions in Nynorsk, not Bokmål', () => {
    const nnText = JSON.stringify(loadContent(realContent).okter.nn);
    expect(nnText).not.toMatch(/\b(ikke|hva|hvordan|hvorfor|hvilken|hvilke|hvis|noe|mye|bare|være|selv|skole|jeg)\b/i);
    expect(nnText).toMatch(/\bikkje\b/);
  });

  it('names the file and field of an activity without a title', () => {
    const dir = breakOkter('nn', (file) => {
      delete file.okter[2]!.activities[0]!.title;
    });
    expect(() => loadContent(dir)).toThrowError(ContentError);
    expect(() => loadContent(dir)).toThrowError(/nn\/okter\.json.*«okter\.2\.activities\.0\.title»/);
  });

  it('refuses a file that lacks okter.json', () => {
    const dir = copyOfContent();
    fs.rmSync(oktFile(dir, 'no'));
    expect(() => loadContent(dir)).toThrowError(/no\/okter\.json.*filen mangler/);
  });

  it('refuses anything but exactly five sessions', () => {
    const dir = breakOkter('no', (file) => {
      file.okter.pop();
      file.okter[3]!.isLastSection = true;
    });
    expect(() => loadContent(dir)).toThrowError(/no\/okter\.json.*«okter».*nøyaktig 5 økter, har 4/);
  });

  it('refuses sessions out of order', () => {
    const dir = breakOkter('no', (file) => {
      [file.okter[1], file.okter[2]] = [file.okter[2]!, file.okter[1]!];
    });
    expect(() => loadContent(dir)).toThrowError(/no\/okter\.json.*«okter\.1\.id».*må være 2/);
  });

  it('refuses isLastSection on any session but the last', () => {
    const dir = breakOkter('no', (file) => {
      file.okter[2]!.isLastSection = true;
    });
    expect(() => loadContent(dir)).toThrowError(/«okter\.2\.isLastSection».*bare være true for den siste/);
  });

  it('refuses a last session without isLastSection', () => {
    const dir = breakOkter('nn', (file) => {
      file.okter[4]!.isLastSection = false;
    });
    expect(() => loadContent(dir)).toThrowError(/nn\/okter\.json.*«okter\.4\.isLastSection».*må være true/);
  });

  it('refuses a url that does not match the session id', () => {
    const dir = breakOkter('no', (file) => {
      file.okter[2]!.url = '/okt/4';
    });
    expect(() => loadContent(dir)).toThrowError(/«okter\.2\.url».*\/okt\/3/);
  });

  it('refuses an activity code used twice', () => {
    const dir = breakOkter('no', (file) => {
      // Second activity of økt 2 takes the first one's code, with the chain kept consistent.
      const [first, second] = file.okter[1]!.activities;
      second!.activity_code = 'O2A';
      first!.next_activity = 'O2A';
    });
    expect(() => loadContent(dir)).toThrowError(/«okter\.1\.activities\.1\.activity_code».*«O2A» er brukt før/);
  });

  it('refuses an activity code whose session digit is another session', () => {
    const dir = breakOkter('no', (file) => {
      const activities = file.okter[1]!.activities;
      activities[4]!.activity_code = 'O3X';
      activities[3]!.next_activity = 'O3X';
    });
    expect(() => loadContent(dir)).toThrowError(/«okter\.1\.activities\.4\.activity_code».*«O3X» hører ikke til økt 2/);
  });

  it('refuses a next_activity that skips an activity', () => {
    const dir = breakOkter('no', (file) => {
      file.okter[0]!.activities[1]!.next_activity = 'O1E';
    });
    expect(() => loadContent(dir)).toThrowError(/«okter\.0\.activities\.1\.next_activity».*«O1D»/);
  });

  it('refuses a last activity whose next_activity is not false', () => {
    const dir = breakOkter('nn', (file) => {
      file.okter[0]!.activities[3]!.next_activity = 'O2A';
    });
    expect(() => loadContent(dir)).toThrowError(/nn\/okter\.json.*«okter\.0\.activities\.3\.next_activity».*false/);
  });

  it('refuses Nynorsk sessions with another component than Bokmål', () => {
    const dir = breakOkter('nn', (file) => {
      file.okter[1]!.activities[1]!.component = 'budget';
    });
    expect(() => loadContent(dir)).toThrowError(/nn\/okter\.json.*«okter\.1\.activities\.1\.component».*«reflection»/);
  });

  it('refuses Nynorsk activities in another order than Bokmål', () => {
    const dir = breakOkter('nn', (file) => {
      const activities = file.okter[0]!.activities;
      [activities[1], activities[2]] = [activities[2]!, activities[1]!];
      activities[0]!.next_activity = 'O1D';
      activities[1]!.next_activity = 'O1C';
      activities[2]!.next_activity = 'O1E';
    });
    expect(() => loadContent(dir)).toThrowError(/nn\/okter\.json.*«okter\.0\.activities\.1\.activity_code».*«O1C»/);
  });

  it('refuses a Nynorsk session with fewer activities than Bokmål', () => {
    const dir = breakOkter('nn', (file) => {
      const activities = file.okter[4]!.activities;
      activities.pop();
      activities[activities.length - 1]!.next_activity = false;
    });
    expect(() => loadContent(dir)).toThrowError(/nn\/okter\.json.*«okter\.4\.activities».*like mange aktiviteter/);
  });

  it('refuses a Nynorsk session with another colour than Bokmål', () => {
    const dir = breakOkter('nn', (file) => {
      file.okter[1]!.color = 'pink';
    });
    expect(() => loadContent(dir)).toThrowError(/nn\/okter\.json.*«okter\.1\.color».*«green»/);
  });
});
