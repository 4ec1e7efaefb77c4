import { describe, expect, it } from 'vitest';
import { catalogues } from './catalogues';

// Tabelltrekk: no tax is deducted in June (the holiday-pay month) and half in December, not the other way round.
describe('the June and December tax fact (O1E)', () => {
  it('says in Bokmål that June has no tax deduction and December half', () => {
    const text = catalogues.no['activity.netPay.juneDecember']!;
    expect(text).toMatch(/tabelltrekk/);
    expect(text).toMatch(/ingen skatt i juni/);
    expect(text).toMatch(/halv skatt i desember/);
    expect(text).not.toMatch(/juni[^.]*halv skatt[^.]*desember[^.]*ingen/);
  });

  it('says in Nynorsk that June has no tax deduction and December half', () => {
    const text = catalogues.nn['activity.netPay.juneDecember']!;
    expect(text).toMatch(/tabelltrekk/);
    expect(text).toMatch(/ikkje trekt skatt i juni/);
    expect(text).toMatch(/halv skatt i desember/);
    expect(text).not.toMatch(/juni[^.]*halv skatt[^.]*desember[^.]*ingen/);
  });
});
