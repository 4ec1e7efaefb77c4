import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { TaxRules } from '../../src/contracts/curriculum';
import { buildTestApp, testConfig } from '../test/testApp';
import { type ContentYears, contentYearWarnings, norwegianDay, norwegianYear, taxRulesFor } from './contentYear';
import { loadContent } from './loadContent';

const real = loadContent(path.resolve(import.meta.dirname, '..', '..', 'content'));
const rules2026 = real.taxYears.find((tax) => tax.year === 2026)!;
const rulesFor = (year: number): TaxRules => ({ ...rules2026, year });

const SCHOOL_YEAR = { schoolYear: '2026–2027', validFrom: '2026-08-01', validUntil: '2027-07-31' };
const content = (years: number[], schoolYear = SCHOOL_YEAR): ContentYears => ({ taxYears: years.map(rulesFor), schoolYear });

describe('norwegianDay', () => {
  it('turns the date at midnight in Norway, not in UTC', () => {
    expect(norwegianDay(Date.parse('2026-12-31T22:59:59Z'))).toBe('2026-12-31');
    expect(norwegianDay(Date.parse('2026-12-31T23:00:00Z'))).toBe('2027-01-01');
    expect(norwegianYear(Date.parse('2026-12-31T23:00:00Z'))).toBe(2027);
    // Summer time: Norway is two hours ahead.
    expect(norwegianDay(Date.parse('2027-07-31T22:00:00Z'))).toBe('2027-08-01');
  });
});

describe('taxRulesFor', () => {
  it('uses the file of the year asked for', () => {
    expect(taxRulesFor(content([2025, 2026, 2027]).taxYears, 2026).year).toBe(2026);
  });

  it('uses the newest year before it while the year has no file', () => {
    expect(taxRulesFor(content([2025, 2026]).taxYears, 2028).year).toBe(2026);
  });

  it('uses the oldest file for a year before them all', () => {
    expect(taxRulesFor(content([2026, 2027]).taxYears, 2024).year).toBe(2026);
  });
});

describe('contentYearWarnings', () => {
  it('says nothing while the school year runs and the year has its tax file', () => {
    expect(contentYearWarnings(content([2026]), '2026-08-01')).toEqual([]);
    expect(contentYearWarnings(content([2026, 2027]), '2027-07-31')).toEqual([]);
  });

  it('says the prices are out of date the day after the school year ends', () => {
    const [warning, ...rest] = contentYearWarnings(content([2027]), '2027-08-01');
    expect(rest).toEqual([]);
    expect(warning).toMatch(/skoleåret 2026–2027, som sluttet 2027-07-31/);
    expect(warning).toMatch(/content\/school-year\.json/);
  });

  it('names the tax file it uses instead and the one to add when the year has none', () => {
    expect(contentYearWarnings(content([2025, 2026]), '2027-01-01')).toEqual([
      'Det finnes ingen skatteregler for 2027: appen regner skatt etter tax-2026.json. Legg til content/tax-2027.json.',
    ]);
  });

  it('says both when both are behind', () => {
    expect(contentYearWarnings(content([2026]), '2027-09-01')).toHaveLength(2);
  });
});

describe('the server at start-up', () => {
  let app: Awaited<ReturnType<typeof buildTestApp>> | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  /** The warnings about the content's year that the server logs when it starts at `isoTime`. */
  async function startAt(isoTime: string): Promise<string[]> {
    const lines: string[] = [];
    app = await buildTestApp({
      config: { ...testConfig(), seedDemo: false },
      now: () => Date.parse(isoTime),
      logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } } as never,
    });
    const WARN = 40;
    return lines
      .map((line) => JSON.parse(line) as { level: number; msg: string })
      .filter((entry) => entry.level === WARN && entry.msg.includes('Yearly content update'))
      .map((entry) => entry.msg);
  }

  it('logs one warning line when the calendar has passed the content', async () => {
    const warnings = await startAt('2027-09-01T08:00:00Z');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/skoleåret 2026–2027.*tax-2026\.json.*content\/tax-2027\.json.*Yearly content update/);
  });

  it('logs no warning while the content is current', async () => {
    expect(await startAt('2026-09-01T08:00:00Z')).toEqual([]);
  });
});
