import { describe, expect, it } from 'vitest';
import { okt2Content } from '../../stories/fixtures/okt2';
import { okt3Content } from '../../stories/fixtures/okt3';
import okt5Json from '../../content/no/okt5.json';
import { Session5ContentSchema } from '../contracts/insurance';
import { fittingEvents, ORDINARY_THINGS, ownedInSession2, ownedInSession5 } from './fits';

const expenses = okt2Content.no.unexpectedExpenses;
const okt5 = Session5ContentSchema.parse(okt5Json);
const scenarios = okt5.scenarios;
const ids = (items: readonly { id: string }[]) => items.map((i) => i.id);

describe('events that fit the pupil', () => {
  it('draws no stolen moped or e-bike in session 2, where the pupil owns only ordinary things', () => {
    const candidates = ids(fittingEvents(expenses, ownedInSession2()));
    expect(candidates).not.toContain('moped-stjalet');
    expect(candidates).not.toContain('elsykkel-stjalet');
    expect(candidates).toContain('pc-odelagt');
    expect(candidates).toContain('mobil-knust');
  });

  it('gives a pupil who bought a phone no moped crash in session 5', () => {
    const candidates = ids(fittingEvents(scenarios, ownedInSession5('ny-mobil', ['mobilforsikring', 'innbo'])));
    expect(candidates).not.toContain('moped-kolliderer');
    expect(candidates).toContain('mobil-knust');
  });

  it('gives the moped crash to a pupil who bought the moped, or who insured one', () => {
    expect(ids(fittingEvents(scenarios, ownedInSession5('elektrisk-moped', [])))).toContain('moped-kolliderer');
    expect(ids(fittingEvents(scenarios, ownedInSession5(null, ['moped-ansvar'])))).toContain('moped-kolliderer');
  });

  it('leaves every pupil something to draw', () => {
    expect(fittingEvents(expenses, ownedInSession2()).length).toBeGreaterThan(3);
    expect(fittingEvents(scenarios, ownedInSession5(null, [])).length).toBeGreaterThan(1);
  });

  it('names in fits only ordinary things, purchases of session 3 and insurances of session 5', () => {
    const known = new Set<string>([...ORDINARY_THINGS, ...ids(okt3Content.no.items), ...ids(okt5.products)]);
    for (const item of [...expenses, ...scenarios]) for (const id of item.fits ?? []) expect(known, `${item.id}: ${id}`).toContain(id);
  });
});
