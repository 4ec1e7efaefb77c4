import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { INTEREST_IDS } from '../../src/contracts/curriculum';
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
      ['O1T', 'O1A', 'O1C', 'O1D', 'O1E'],
      ['O2A', 'O2B', 'O2C', 'O2D', 'O2E'],
      ['O3A', 'O3B', 'O3C', 'O3D', 'O3F', 'O3E'],
      ['O4A'],
      ['O5A', 'O5B', 'O5C', 'O5T', 'O5D'],
    ];
    for (const lang of ['no', 'nn'] as const) {
      const okter = content.okter[lang];
      expect(okter.map((o) => o.id)).toEqual([1, 2, 3, 4, 5]);
      expect(okter.map((o) => o.color)).toEqual(['blue', 'green', 'orange', 'purple', 'pink']);
      expect(okter.map((o) => o.isLastSection)).toEqual([false, false, false, false, true]);
      expect(okter.map((o) => o.activities.map((a) => a.activity_code))).toEqual(expected);
      // Every activity of the curriculum has its own component (curriculum.md).
      expect(okter.map((o) => o.activities.map((a) => a.component))).toEqual([
        ['knowledge-before', 'interests', 'industry', 'job', 'net-pay'],
        ['budget-intro', 'budget', 'unexpected-expense', 'cover-expense', 'budget-modified'],
        ['credit-purchase', 'saving-monthly', 'credit-monthly', 'payment-selection', 'debt', 'pocket-expense'],
        ['quiz'],
        ['check-question', 'insurances', 'insurance-scenario', 'knowledge-after', 'summary'],
      ]);
      for (const okt of okter) {
        for (const activity of okt.activities) {
          expect(activity.intro?.length).toBeGreaterThan(20);
          expect(activity.prompt?.length).toBeGreaterThan(5);
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
      file.okter[0]!.activities[2]!.next_activity = 'O1E';
    });
    expect(() => loadContent(dir)).toThrowError(/«okter\.0\.activities\.2\.next_activity».*«O1D»/);
  });

  it('refuses a last activity whose next_activity is not false', () => {
    const dir = breakOkter('nn', (file) => {
      file.okter[0]!.activities[4]!.next_activity = 'O2A';
    });
    expect(() => loadContent(dir)).toThrowError(/nn\/okter\.json.*«okter\.0\.activities\.4\.next_activity».*false/);
  });

  it('refuses Nynorsk sessions with another component than Bokmål', () => {
    const dir = breakOkter('nn', (file) => {
      file.okter[1]!.activities[1]!.component = 'budget-modified';
    });
    expect(() => loadContent(dir)).toThrowError(/nn\/okter\.json.*«okter\.1\.activities\.1\.component».*må være lik no \("budget"\)/);
  });

  it('refuses Nynorsk activities in another order than Bokmål', () => {
    const dir = breakOkter('nn', (file) => {
      const activities = file.okter[0]!.activities;
      [activities[2], activities[3]] = [activities[3]!, activities[2]!];
      activities[1]!.next_activity = 'O1D';
      activities[2]!.next_activity = 'O1C';
      activities[3]!.next_activity = 'O1E';
    });
    expect(() => loadContent(dir)).toThrowError(/nn\/okter\.json.*«okter\.0\.activities\.1\.next_activity».*må være lik no \("O1C"\)/);
  });

  it('refuses a Nynorsk session with fewer activities than Bokmål', () => {
    const dir = breakOkter('nn', (file) => {
      const activities = file.okter[4]!.activities;
      activities.pop();
      activities[activities.length - 1]!.next_activity = false;
    });
    expect(() => loadContent(dir)).toThrowError(/nn\/okter\.json.*«okter\.4\.activities».*må være lik no \("5 elementer"\)/);
  });

  it('refuses a Nynorsk session with another colour than Bokmål', () => {
    const dir = breakOkter('nn', (file) => {
      file.okter[1]!.color = 'pink';
    });
    expect(() => loadContent(dir)).toThrowError(/nn\/okter\.json.*«okter\.1\.color».*må være lik no \("green"\)/);
  });
});

type Okt1File = {
  industries: { id: string; title: string; description: string; interests: string[] }[];
  jobs: { id: string; industryId: string; title: string; description: string; education: string; educationPath: string; yearsOfStudy: number; grossYearlySalary: number; salaryBasis: string; source: { name: string; url: string; year: number } }[];
};
type TaxFile = { year: number; bracketTax: { from: number; rate: number }[]; sources: unknown[] } & Record<string, unknown>;

describe('loadContent: session 1 (okt1.json) and tax (tax-2026.json)', () => {
  const okt1File = (dir: string, lang: 'no' | 'nn') => path.join(dir, lang, 'okt1.json');
  function breakOkt1(lang: 'no' | 'nn', edit: (file: Okt1File) => void): string {
    const dir = copyOfContent();
    editJson(okt1File(dir, lang), (value) => edit(value as unknown as Okt1File));
    return dir;
  }
  function breakTax(edit: (file: TaxFile) => void): string {
    const dir = copyOfContent();
    editJson(path.join(dir, 'tax-2026.json'), (value) => edit(value as unknown as TaxFile));
    return dir;
  }

  it('loads industries and jobs with identical figures in both languages', () => {
    const { okt1 } = loadContent(realContent);
    expect(okt1.no.industries.length).toBeGreaterThanOrEqual(8);
    expect(okt1.no.jobs.length).toBeGreaterThanOrEqual(20);
    expect(new Set(okt1.no.jobs.map((j) => j.educationPath))).toEqual(new Set(['yrkesfag', 'studieforberedende']));
    const figures = (lang: 'no' | 'nn') =>
      okt1[lang].jobs.map(({ id, industryId, educationPath, yearsOfStudy, grossYearlySalary, source }) => ({ id, industryId, educationPath, yearsOfStudy, grossYearlySalary, source }));
    expect(figures('nn')).toEqual(figures('no'));
    expect(okt1.nn.industries.map((i) => i.id)).toEqual(okt1.no.industries.map((i) => i.id));
    for (const industry of okt1.no.industries) expect(okt1.no.jobs.filter((j) => j.industryId === industry.id).length).toBeGreaterThanOrEqual(2);
  });

  it('gives at least three in four jobs a pay figure no other job has', () => {
    const jobs = loadContent(realContent).okt1.no.jobs;
    const ownFigure = jobs.filter((job) => jobs.filter((other) => other.grossYearlySalary === job.grossYearlySalary).length === 1);
    expect(ownFigure.length * 4).toBeGreaterThanOrEqual(jobs.length * 3);
  });

  it('pays the best-paid job at least 35 % more than the lowest-paid', () => {
    const pay = loadContent(realContent).okt1.no.jobs.map((job) => job.grossYearlySalary);
    expect(Math.max(...pay)).toBeGreaterThanOrEqual(1.35 * Math.min(...pay));
  });

  it('gives every job a monthly figure in whole hundreds times 12, from a source that names the base figure and the method', () => {
    for (const job of loadContent(realContent).okt1.no.jobs) {
      expect((job.grossYearlySalary / 12) % 100, job.id).toBe(0);
      expect(job.source.url).toMatch(/^https:\/\//);
      expect(job.source.name, job.id).toMatch(/kr \d/);
      expect(job.source.name, job.id).toMatch(/lønnsvekst/);
      expect(job.source.name, job.id).toMatch(/anslag/);
    }
  });

  it('says what each figure is in its own line in each language, not in the job description', () => {
    const { okt1 } = loadContent(realContent);
    for (const lang of ['no', 'nn'] as const) {
      for (const job of okt1[lang].jobs) {
        expect(job.description, job.id).not.toMatch(/snittet|[Ll]ønna|[Ll]øna/);
        expect(job.salaryBasis, job.id).toMatch(/2025/);
      }
    }
    const basisOf = (lang: 'no' | 'nn', id: string) => okt1[lang].jobs.find((job) => job.id === id)!.salaryBasis;
    expect(basisOf('no', 'helsefagarbeider')).toBe('Typisk lønn for en 25–30-åring, anslått fra SSBs lønnsstatistikk for yrket, 2025');
    expect(basisOf('nn', 'helsefagarbeider')).toBe('Typisk løn for ein 25–30-åring, rekna ut frå lønsstatistikken til SSB for yrket, 2025');
  });

  it('refuses content where more than one in four jobs share a pay figure', () => {
    const dir = breakOkt1('no', (file) => {
      // Seven jobs with two figures between them: 16 of 23 have a figure of their own, fewer than three in four.
      for (const j of [1, 2, 3]) file.jobs[j]!.grossYearlySalary = file.jobs[0]!.grossYearlySalary;
      for (const j of [5, 6]) file.jobs[j]!.grossYearlySalary = file.jobs[4]!.grossYearlySalary;
    });
    expect(() => loadContent(dir)).toThrowError(ContentError);
    expect(() => loadContent(dir)).toThrowError(/no\/okt1\.json.*«jobs\.0\.grossYearlySalary».*minst tre av fire jobber.*bare 16 av 23/);
  });

  it('accepts a few jobs that share a figure', () => {
    const dir = copyOfContent();
    for (const lang of ['no', 'nn'] as const) {
      editJson(okt1File(dir, lang), (value) => {
        const file = value as unknown as Okt1File;
        file.jobs[1]!.grossYearlySalary = file.jobs[0]!.grossYearlySalary;
      });
    }
    const jobs = loadContent(dir).okt1.nn.jobs;
    expect(jobs[1]!.grossYearlySalary).toBe(jobs[0]!.grossYearlySalary);
  });

  it('refuses content where the best pay is less than 35 % above the lowest', () => {
    const dir = breakOkt1('nn', (file) => {
      // Every figure squeezed between 40 000 and 53 900 a month: all different, but 53 900 / 40 000 < 1.35.
      file.jobs.forEach((job, j) => void (job.grossYearlySalary = (40_000 + 100 * j) * 12));
      file.jobs.at(-1)!.grossYearlySalary = 53_900 * 12;
    });
    expect(() => loadContent(dir)).toThrowError(new RegExp(`nn/okt1\\.json.*«jobs\\.22\\.grossYearlySalary».*minst 35 % høyere`));
  });

  it('names for every industry the O1A interests it suits, and every interest suits some industry', () => {
    const { okt1 } = loadContent(realContent);
    for (const industry of okt1.no.industries) expect(industry.interests.length, industry.id).toBeGreaterThanOrEqual(1);
    expect(new Set(okt1.no.industries.flatMap((industry) => industry.interests))).toEqual(new Set(INTEREST_IDS));
    expect(okt1.nn.industries.map((i) => i.interests)).toEqual(okt1.no.industries.map((i) => i.interests));
  });

  it('refuses an interest that is not an O1A option', () => {
    const dir = breakOkt1('no', (file) => {
      file.industries[2]!.interests.push('rik-fort');
    });
    expect(() => loadContent(dir)).toThrowError(/no\/okt1\.json.*«industries\.2\.interests\.\d»/);
  });

  it('refuses an interest named twice for one industry', () => {
    const dir = breakOkt1('no', (file) => {
      file.industries[0]!.interests.push(file.industries[0]!.interests[0]!);
    });
    expect(() => loadContent(dir)).toThrowError(/no\/okt1\.json.*«industries\.0\.interests\.\d».*er brukt før/);
  });

  it('refuses Nynorsk industries that suit other interests than Bokmål', () => {
    const dir = breakOkt1('nn', (file) => {
      file.industries[1]!.interests = ['reise'];
    });
    expect(() => loadContent(dir)).toThrowError(/nn\/okt1\.json.*«industries\.1\.interests».*må være lik no/);
  });

  it('refuses a job without a plain line about its pay', () => {
    const dir = breakOkt1('nn', (file) => {
      file.jobs[4]!.salaryBasis = 'Løn';
    });
    expect(() => loadContent(dir)).toThrowError(/nn\/okt1\.json.*«jobs\.4\.salaryBasis»/);
  });

  it('writes the Nynorsk industries and jobs in Nynorsk, not Bokmål', () => {
    const { okt1 } = loadContent(realContent);
    const texts = JSON.stringify([okt1.nn.industries, okt1.nn.jobs.map(({ title, description, education, salaryBasis }) => [title, description, education, salaryBasis])]);
    expect(texts).not.toMatch(/\b(ikke|hva|hvordan|hvorfor|hvilken|hvilke|hvis|noe|mye|bare|være|selv|skole|jeg|jobber|også|hjemme|mennesker|lønna)\b/i);
    expect(texts).toMatch(/\bein\b/);
    expect(texts).toMatch(/\bløn\b/);
  });

  it('lists every source of the salaries and the tax on the sources page in both languages', () => {
    const content = loadContent(realContent);
    const urls = new Set([...content.okt1.no.jobs.map((j) => j.source.url), ...content.taxYears.flatMap((tax) => tax.sources.map((s) => s.url))]);
    for (const lang of ['no', 'nn'] as const) {
      const body = content.pages[lang].get('kilder')!.body;
      for (const url of urls) expect(body, `${lang}: ${url}`).toContain(`href="${url}"`);
    }
  });

  it('loads the 2026 tax rules', () => {
    const [tax] = loadContent(realContent).taxYears.filter((rules) => rules.year === 2026);
    expect(tax).toMatchObject({ year: 2026, ordinaryIncomeRate: 0.22, socialSecurityRate: 0.076, personalAllowance: 114540, minimumDeductionMax: 95700 });
    expect(tax!.bracketTax.map((s) => s.from)).toEqual([226100, 318300, 725050, 980100, 1467200]);
  });

  it('names the file and field of a job without a salary', () => {
    const dir = breakOkt1('nn', (file) => {
      delete (file.jobs[3] as Partial<Okt1File['jobs'][number]>).grossYearlySalary;
    });
    expect(() => loadContent(dir)).toThrowError(ContentError);
    expect(() => loadContent(dir)).toThrowError(/nn\/okt1\.json.*«jobs\.3\.grossYearlySalary»/);
  });

  it('refuses a source link that is not https', () => {
    const dir = breakOkt1('no', (file) => {
      file.jobs[0]!.source.url = 'http://www.ssb.no/';
    });
    expect(() => loadContent(dir)).toThrowError(/no\/okt1\.json.*«jobs\.0\.source\.url»/);
  });

  it('refuses a file that lacks okt1.json', () => {
    const dir = copyOfContent();
    fs.rmSync(okt1File(dir, 'nn'));
    expect(() => loadContent(dir)).toThrowError(/nn\/okt1\.json.*filen mangler/);
  });

  it('refuses an industry id used twice', () => {
    const dir = breakOkt1('no', (file) => {
      file.industries[1]!.id = file.industries[0]!.id;
    });
    expect(() => loadContent(dir)).toThrowError(/no\/okt1\.json.*«industries\.1\.id».*er brukt før/);
  });

  it('refuses a job id used twice', () => {
    const dir = breakOkt1('no', (file) => {
      file.jobs[5]!.id = file.jobs[2]!.id;
    });
    expect(() => loadContent(dir)).toThrowError(/no\/okt1\.json.*«jobs\.5\.id».*er brukt før/);
  });

  it('refuses a job in an industry that does not exist', () => {
    const dir = breakOkt1('no', (file) => {
      file.jobs[4]!.industryId = 'romfart';
    });
    expect(() => loadContent(dir)).toThrowError(/no\/okt1\.json.*«jobs\.4\.industryId».*«romfart» er ingen bransje/);
  });

  it('refuses an industry with fewer than two jobs', () => {
    const dir = breakOkt1('nn', (file) => {
      const lonely = file.industries[0]!.id;
      const [, ...others] = file.jobs.filter((j) => j.industryId === lonely);
      // Each file is checked on its own before the languages are compared, so the per-industry rule fails first.
      file.jobs = file.jobs.filter((j) => !others.includes(j));
    });
    expect(() => loadContent(dir)).toThrowError(/nn\/okt1\.json.*«industries\.0».*minst 2 jobber, har 1/);
  });

  it('refuses Nynorsk industries in another order than Bokmål', () => {
    const dir = breakOkt1('nn', (file) => {
      [file.industries[0], file.industries[1]] = [file.industries[1]!, file.industries[0]!];
    });
    expect(() => loadContent(dir)).toThrowError(/nn\/okt1\.json.*«industries\.0\.id».*må være lik no \("helse-og-omsorg"\)/);
  });

  it('refuses a Nynorsk file with a job Bokmål does not have', () => {
    const dir = breakOkt1('nn', (file) => {
      file.jobs.push({ ...file.jobs[0]!, id: 'ekstra-jobb' });
    });
    expect(() => loadContent(dir)).toThrowError(/nn\/okt1\.json.*«jobs».*må være lik no \("23 elementer"\)/);
  });

  type JobEdit = (job: Okt1File['jobs'][number]) => void;
  const jobEdits: [string, JobEdit][] = [
    ['grossYearlySalary', (job) => void (job.grossYearlySalary += 12)],
    ['yearsOfStudy', (job) => void (job.yearsOfStudy += 1)],
    ['educationPath', (job) => void (job.educationPath = job.educationPath === 'yrkesfag' ? 'studieforberedende' : 'yrkesfag')],
    ['industryId', (job) => void (job.industryId = 'it-og-data')],
    ['source', (job) => void (job.source.year -= 1)],
  ];
  it.each(jobEdits)('refuses a Nynorsk job whose %s differs from Bokmål', (field, edit) => {
    const dir = breakOkt1('nn', (file) => {
      edit(file.jobs[2]!);
    });
    expect(() => loadContent(dir)).toThrowError(new RegExp(`nn/okt1\\.json.*«jobs\\.2\\.${field}(\\.\\w+)?».*må være lik no`));
  });

  it('accepts Nynorsk texts that differ from Bokmål', () => {
    const dir = breakOkt1('nn', (file) => {
      file.jobs[0]!.description = 'Ein heilt annan tekst om jobben.';
    });
    expect(loadContent(dir).okt1.nn.jobs[0]!.description).toBe('Ein heilt annan tekst om jobben.');
  });

  it('refuses a tax file with a missing rate', () => {
    const dir = breakTax((tax) => {
      delete tax.socialSecurityRate;
    });
    expect(() => loadContent(dir)).toThrowError(/tax-2026\.json.*«socialSecurityRate»/);
  });

  it('refuses a tax file for another year', () => {
    const dir = breakTax((tax) => {
      tax.year = 2025;
    });
    expect(() => loadContent(dir)).toThrowError(/tax-2026\.json.*«year».*2026/);
  });

  it('refuses a content folder without any tax file', () => {
    const dir = copyOfContent();
    fs.rmSync(path.join(dir, 'tax-2026.json'));
    expect(() => loadContent(dir)).toThrowError(/tax-<år>\.json.*filen mangler/);
  });

  type StepsEdit = (steps: TaxFile['bracketTax']) => void;
  const stepEdits: [string, StepsEdit, number][] = [
    ['out of order', (steps) => void ([steps[2], steps[3]] = [steps[3]!, steps[2]!]), 3],
    ['repeated', (steps) => void (steps[1]!.from = steps[0]!.from), 1],
  ];
  it.each(stepEdits)('refuses tax steps whose start is %s', (_, edit, index) => {
    const dir = breakTax((tax) => {
      edit(tax.bracketTax);
    });
    expect(() => loadContent(dir)).toThrowError(new RegExp(`tax-2026\\.json.*«bracketTax\\.${index}\\.from».*større enn trinnet før`));
  });
});

describe('loadContent, sessions 2–5', () => {
  it('loads the budget, credit, quiz and insurance content in both languages', () => {
    const content = loadContent(realContent);
    for (const lang of ['no', 'nn'] as const) {
      expect(content.okt2[lang].unexpectedExpenses.length).toBeGreaterThanOrEqual(8);
      expect(content.okt3[lang].items.length).toBeGreaterThanOrEqual(6);
      expect(content.okt4[lang].questions.length).toBeGreaterThanOrEqual(10);
      expect(content.okt5[lang].products.length).toBeGreaterThanOrEqual(5);
    }
  });

  it('refuses an item without a source', () => {
    const dir = copyOfContent();
    editJson(path.join(dir, 'no', 'okt3.json'), (okt3) => {
      delete (okt3.items as Record<string, unknown>[])[0]!.source;
    });
    expect(() => loadContent(dir)).toThrowError(/no\/okt3\.json.*«items\.0\.source»/);
  });

  it('refuses a figure outside plausible bounds', () => {
    const dir = copyOfContent();
    editJson(path.join(dir, 'nn', 'okt2.json'), (okt2) => {
      (okt2.unexpectedExpenses as Record<string, unknown>[])[0]!.amount = 2_000_000;
    });
    expect(() => loadContent(dir)).toThrowError(/nn\/okt2\.json.*«unexpectedExpenses\.0\.amount»/);
    editJson(path.join(dir, 'nn', 'okt2.json'), (okt2) => {
      (okt2.unexpectedExpenses as Record<string, unknown>[])[0]!.amount = 8000;
      (okt2.categories as Record<string, { monthly: number }>[])[2]!.reference!.monthly = 90_000;
    });
    expect(() => loadContent(dir)).toThrowError(/«categories\.2\.reference\.monthly»/);
  });

  it('refuses a Nynorsk file whose figures differ from the Bokmål one', () => {
    const dir = copyOfContent();
    editJson(path.join(dir, 'nn', 'okt3.json'), (okt3) => {
      (okt3.offers as Record<string, unknown>[])[0]!.monthlyFee = 99;
    });
    expect(() => loadContent(dir)).toThrowError(/nn\/okt3\.json.*«offers\.0\.monthlyFee».*bare tekstene/);
  });

  it('refuses a missing translation of a quiz question', () => {
    const dir = copyOfContent();
    editJson(path.join(dir, 'nn', 'okt4.json'), (okt4) => {
      (okt4.questions as unknown[]).pop();
    });
    expect(() => loadContent(dir)).toThrowError(/nn\/okt4\.json.*«questions»/);
  });

  it('refuses a quiz question with two right answers', () => {
    const dir = copyOfContent();
    editJson(path.join(dir, 'no', 'okt4.json'), (okt4) => {
      for (const option of (okt4.questions as { options: { correct: boolean }[] }[])[0]!.options) option.correct = true;
    });
    expect(() => loadContent(dir)).toThrowError(/no\/okt4\.json.*«questions\.0\.options».*ett riktig svar/);
  });

  it('refuses a scenario paid by an insurance that does not exist', () => {
    const dir = copyOfContent();
    editJson(path.join(dir, 'no', 'okt5.json'), (okt5) => {
      (okt5.scenarios as Record<string, unknown>[])[0]!.coveredBy = 'finnes-ikke';
    });
    expect(() => loadContent(dir)).toThrowError(/no\/okt5\.json.*«scenarios\.0\.coveredBy»/);
  });

  it('refuses budget lines out of their fixed order', () => {
    const dir = copyOfContent();
    editJson(path.join(dir, 'no', 'okt2.json'), (okt2) => {
      (okt2.categories as unknown[]).reverse();
    });
    expect(() => loadContent(dir)).toThrowError(/no\/okt2\.json.*«categories\.0\.id»/);
  });
});

describe('loadContent: the years of the content (tax-<year>.json, school-year.json)', () => {
  /** A copy of the real content with another income year's tax file beside tax-2026.json. */
  function withTaxFile(name: string, edit: (tax: Record<string, unknown>) => void = () => {}): string {
    const dir = copyOfContent();
    fs.copyFileSync(path.join(dir, 'tax-2026.json'), path.join(dir, name));
    editJson(path.join(dir, name), edit);
    return dir;
  }
  function breakSchoolYear(edit: (schoolYear: Record<string, unknown>) => void): string {
    const dir = copyOfContent();
    editJson(path.join(dir, 'school-year.json'), edit);
    return dir;
  }

  it('loads every tax file, oldest first, and the school year of the prices', () => {
    const dir = withTaxFile('tax-2027.json', (tax) => {
      tax.year = 2027;
      tax.personalAllowance = 120000;
    });
    fs.copyFileSync(path.join(dir, 'tax-2026.json'), path.join(dir, 'tax-2025.json'));
    editJson(path.join(dir, 'tax-2025.json'), (tax) => {
      tax.year = 2025;
    });
    const content = loadContent(dir);
    expect(content.taxYears.map((tax) => tax.year)).toEqual([2025, 2026, 2027]);
    expect(content.taxYears[2]!.personalAllowance).toBe(120000);
    expect(loadContent(realContent).schoolYear).toEqual({ schoolYear: '2026–2027', validFrom: '2026-08-01', validUntil: '2027-07-31' });
  });

  it('refuses a tax file whose year is not the year in its name', () => {
    expect(() => loadContent(withTaxFile('tax-2027.json'))).toThrowError(/tax-2027\.json.*«year».*må være 2027/);
  });

  it('refuses a tax file named without a four-digit year', () => {
    expect(() => loadContent(withTaxFile('tax-27.json'))).toThrowError(/tax-27\.json.*tax-<år>\.json/);
  });

  it('checks the tax steps of every year, not only the current one', () => {
    const dir = withTaxFile('tax-2027.json', (tax) => {
      tax.year = 2027;
      (tax.bracketTax as { from: number }[])[1]!.from = 0;
    });
    expect(() => loadContent(dir)).toThrowError(/tax-2027\.json.*«bracketTax\.1\.from».*større enn trinnet før/);
  });

  it('refuses a missing school-year.json', () => {
    const dir = copyOfContent();
    fs.rmSync(path.join(dir, 'school-year.json'));
    expect(() => loadContent(dir)).toThrowError(/school-year\.json.*filen mangler/);
  });

  const schoolYearEdits: [string, (value: Record<string, unknown>) => void, RegExp][] = [
    ['a school year written with a hyphen', (v) => void (v.schoolYear = '2026-2027'), /«schoolYear».*tankestrek/],
    ['a school year of two years apart', (v) => void (v.schoolYear = '2026–2028'), /«schoolYear».*rett etter/],
    ['a start that is no date', (v) => void (v.validFrom = '1. august 2026'), /«validFrom»/],
    ['an end before the start', (v) => void (v.validUntil = '2026-07-31'), /«validUntil».*etter validFrom/],
    ['a field it does not know', (v) => void (v.prices = 2026), /«\(rot\)».*prices/],
  ];
  it.each(schoolYearEdits)('refuses %s in school-year.json', (_, edit, problem) => {
    const dir = breakSchoolYear(edit);
    expect(() => loadContent(dir)).toThrowError(ContentError);
    expect(() => loadContent(dir)).toThrowError(new RegExp(`school-year\\.json.*${problem.source}`));
  });
});
