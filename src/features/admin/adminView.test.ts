import { describe, expect, it } from 'vitest';
import { lastYear, tenA, tenB } from '../../../stories/fixtures/admin';
import { isAdminPart } from '../../contracts/routeTable';
import { activeAndArchived, currentSchoolYear } from './adminView';

describe('currentSchoolYear', () => {
  it.each([
    [new Date(2026, 7, 1), '2026/2027'],
    [new Date(2026, 11, 31), '2026/2027'],
    [new Date(2027, 0, 1), '2026/2027'],
    [new Date(2027, 6, 31), '2026/2027'],
  ])('puts %s in the school year %s (it starts in August)', (date, year) => {
    expect(currentSchoolYear(date)).toBe(year);
  });
});

describe('activeAndArchived', () => {
  it('puts the newest active classes first and the archived ones apart', () => {
    expect(activeAndArchived([tenA, lastYear, tenB])).toEqual({ active: [tenB, tenA], archived: [lastYear] });
  });
});

describe('isAdminPart', () => {
  it('knows the three admin parts and nothing else, so another part is the 404 page', () => {
    expect(['klasser', 'okter', 'fremdrift'].every(isAdminPart)).toBe(true);
    expect(['', 'framdrift', 'Klasser', 'klasser/x', undefined].some(isAdminPart)).toBe(false);
  });
});
