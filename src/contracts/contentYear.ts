import { z } from 'zod';

const SCHOOL_YEAR = /^(\d{4})–(\d{4})$/;

/** content/school-year.json: the school year the sessions' prices are for; tax rules carry their own year. */
export const SchoolYearSchema = z
  .strictObject({
    schoolYear: z.string().regex(SCHOOL_YEAR, 'skriv skoleåret som to år med tankestrek, for eksempel 2026–2027'),
    validFrom: z.iso.date(),
    validUntil: z.iso.date(),
  })
  .refine(
    ({ schoolYear }) => {
      // A badly written school year is already reported by the pattern above.
      const years = SCHOOL_YEAR.exec(schoolYear);
      return !years || Number(years[2]) === Number(years[1]) + 1;
    },
    { path: ['schoolYear'], message: 'det andre året må komme rett etter det første, for eksempel 2026–2027' },
  )
  .refine(({ validFrom, validUntil }) => validFrom < validUntil, { path: ['validUntil'], message: 'må være etter validFrom' });
export type SchoolYear = z.infer<typeof SchoolYearSchema>;
