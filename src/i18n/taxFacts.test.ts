import { describe, expect, it } from 'vitest';
import { catalogues } from './catalogues';

// Tabelltrekk (Skatteetaten): no skattetrekk on the holiday pay (feriepenger) in June, half trekk in November or
// December as the employer chooses, and the year's tax the same. «Halv skatt i desember» is the myth, not the fact.
describe('the June and December tax fact (O1E)', () => {
  it('says in Bokmål that it is the trekk, not the tax, and names both months', () => {
    const text = catalogues.no['activity.netPay.juneDecember']!;
    expect(text).toMatch(/tabelltrekk/);
    expect(text).toMatch(/ikke skatt av feriepengene i juni/);
    expect(text).toMatch(/halvt skattetrekk i november eller desember/);
    expect(text).toMatch(/skatten for året blir den samme/);
    expect(text).not.toMatch(/halv skatt|ingen skatt/);
  });

  it('says in Nynorsk that it is the trekk, not the tax, and names both months', () => {
    const text = catalogues.nn['activity.netPay.juneDecember']!;
    expect(text).toMatch(/tabelltrekk/);
    expect(text).toMatch(/ikkje trekt skatt av feriepengane i juni/);
    expect(text).toMatch(/halvt skattetrekk i november eller desember/);
    expect(text).toMatch(/skatten for året blir den same/);
    expect(text).not.toMatch(/halv skatt|ingen skatt/);
  });
});
