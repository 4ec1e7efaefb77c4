import { describe, expect, it } from 'vitest';
import type { Industry, InterestId } from '../../contracts/curriculum';
import { suggestIndustries } from './suggestIndustries';

const industry = (id: string, interests: InterestId[]): Industry => ({ id, title: id, description: `Om bransjen ${id}.`, interests });
const industries = [
  industry('helse', ['trygg-jobb', 'jobbe-med-folk', 'hjelpe-andre']),
  industry('bygg', ['trygg-jobb', 'jobbe-ute']),
  industry('it', ['hoy-lonn', 'kreativ']),
  industry('landbruk', ['jobbe-ute']),
];
const order = (chosen: InterestId[]) => suggestIndustries(industries, chosen).industries.map((s) => s.industry.id);

describe('suggestIndustries', () => {
  it('keeps the content order and matches nothing when no interest is chosen', () => {
    const { industries: list, matched } = suggestIndustries(industries, []);
    expect(list.map((s) => s.industry.id)).toEqual(['helse', 'bygg', 'it', 'landbruk']);
    expect(list.every((s) => s.matches.length === 0)).toBe(true);
    expect(matched).toEqual([]);
  });

  it('puts the industries that suit a chosen interest first, the others after in the content order', () => {
    expect(order(['jobbe-ute'])).toEqual(['bygg', 'landbruk', 'helse', 'it']);
    expect(order(['kreativ'])).toEqual(['it', 'helse', 'bygg', 'landbruk']);
  });

  it('ranks an industry that suits more of the chosen interests above one that suits fewer', () => {
    expect(order(['trygg-jobb', 'jobbe-ute'])).toEqual(['bygg', 'helse', 'landbruk', 'it']);
    expect(order(['trygg-jobb', 'jobbe-med-folk', 'jobbe-ute'])).toEqual(['helse', 'bygg', 'landbruk', 'it']);
  });

  it('says which chosen interests each industry suits, and which of them any industry suits', () => {
    const { industries: list, matched } = suggestIndustries(industries, ['hoy-lonn', 'jobbe-ute', 'reise']);
    expect(list.map((s) => [s.industry.id, s.matches])).toEqual([
      ['bygg', ['jobbe-ute']],
      ['it', ['hoy-lonn']],
      ['landbruk', ['jobbe-ute']],
      ['helse', []],
    ]);
    // No industry suits travel, so the line above the list does not name it.
    expect(matched).toEqual(['hoy-lonn', 'jobbe-ute']);
  });

  it('keeps the content order when no industry suits what was chosen', () => {
    const { industries: list, matched } = suggestIndustries(industries, ['reise', 'fri-tid']);
    expect(list.map((s) => s.industry.id)).toEqual(['helse', 'bygg', 'it', 'landbruk']);
    expect(matched).toEqual([]);
  });
});
