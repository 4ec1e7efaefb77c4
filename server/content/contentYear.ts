import type { SchoolYear } from '../../src/contracts/contentYear';
import type { TaxRules } from '../../src/contracts/curriculum';

/** What the content says about its own years. */
export interface ContentYears {
  /** One per content/tax-<year>.json, oldest first; `taxRulesFor` picks the one the calendar is in. */
  taxYears: readonly TaxRules[];
  /** content/school-year.json. */
  schoolYear: SchoolYear;
}

// The income year and the school year turn at midnight in Norway, whatever the server's own time zone.
const norwegianDate = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Oslo', year: 'numeric', month: '2-digit', day: '2-digit' });

/** The date in Norway at an instant (epoch milliseconds), as `2026-08-01`. */
export function norwegianDay(epochMs: number): string {
  const part = (type: Intl.DateTimeFormatPartTypes) => norwegianDate.formatToParts(epochMs).find((p) => p.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The calendar year in Norway at an instant (epoch milliseconds). */
export const norwegianYear = (epochMs: number): number => Number(norwegianDay(epochMs).slice(0, 4));

/** That year's file, else the newest before it; a clock before every file gets the oldest, so there are always rules. */
export function taxRulesFor(taxYears: readonly TaxRules[], year: number): TaxRules {
  const candidates = taxYears.filter((rules) => rules.year <= year);
  return candidates.at(-1) ?? taxYears[0]!;
}

/** What the operator must update on `today` (`2027-08-15`, the date in Norway); empty while the content is current. */
export function contentYearWarnings(content: ContentYears, today: string): string[] {
  const warnings: string[] = [];
  const { schoolYear, validUntil } = content.schoolYear;
  if (today > validUntil) {
    warnings.push(
      `Prisene i innholdet gjelder skoleåret ${schoolYear}, som sluttet ${validUntil}: oppdater prisene i content/{no,nn}/okt*.json og content/school-year.json.`,
    );
  }
  const year = Number(today.slice(0, 4));
  const used = taxRulesFor(content.taxYears, year).year;
  if (used !== year) warnings.push(`Det finnes ingen skatteregler for ${year}: appen regner skatt etter tax-${used}.json. Legg til content/tax-${year}.json.`);
  return warnings;
}

/** At start-up: one warning line when the content is behind the calendar. */
export function warnIfContentIsBehind(log: { warn: (message: string) => void }, content: ContentYears, now: number): void {
  const warnings = contentYearWarnings(content, norwegianDay(now));
  if (warnings.length > 0) log.warn(`${warnings.join(' ')} Se «Yearly content update» i README.md.`);
}
