import type { Industry, InterestId } from '../../contracts/curriculum';

export interface SuggestedIndustry {
  industry: Industry;
  /** The pupil's interests the industry suits, in the order of the O1A options; none when it suits none. */
  matches: InterestId[];
}

export interface IndustrySuggestions {
  /** Every industry once: those that suit most of the chosen interests first, otherwise in the content's order. */
  industries: SuggestedIndustry[];
  /** The chosen interests that at least one industry suits, in the order of the O1A options. */
  matched: InterestId[];
}

/** O1C's list for a pupil's O1A answer; with no interests chosen, the content's order. */
export function suggestIndustries(industries: readonly Industry[], chosen: readonly InterestId[]): IndustrySuggestions {
  // An industry list the service worker cached offline before industries named interests has none: it suits nothing.
  const suggested = industries.map((industry) => ({ industry, matches: chosen.filter((id) => (industry.interests ?? []).includes(id)) }));
  // Array.prototype.sort is stable: industries with as many matches keep the content's order.
  const ranked = [...suggested].sort((a, b) => b.matches.length - a.matches.length);
  const matched = chosen.filter((id) => suggested.some(({ matches }) => matches.includes(id)));
  return { industries: ranked, matched };
}
