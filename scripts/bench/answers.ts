/** What a pupil has after all five sessions: about twenty answers, short texts and two budgets. */
export function realisticResponses(round: number): Record<string, unknown> {
  const budget = { boutgifter: 9500, transport: 900, mat: 4200, fritid: 1500, klaer: 800, sparing: 1000 + round, forsikring: 450, andre_utgifter: 650 };
  const text = (s: string) => `${s} (lagret ${round})`;
  return {
    O1A: ['friluftsliv', 'jobbe med mennesker', 'fast arbeidstid'],
    O1C: { id: 'helse', svar: text('Jeg vil jobbe i helse fordi jeg liker å hjelpe folk.') },
    O1D: { id: 'sykepleier', svar: text('Sykepleier, med bachelor etter studieforberedende.') },
    O1E: text('Skatten betaler for skole, sykehus og veier.'),
    O2A: text('Boutgifter blir nok størst.'),
    O2B: budget,
    O2C: { id: 'pc', svar: text('Jeg kan spare litt hver måned til uforutsette ting.') },
    O2D: 'sparing',
    O2E: { ...budget, fritid: 900 },
    O3A: { id: 'moped', svar: text('En moped, så jeg kommer meg til jobb.') },
    O3B: 14,
    O3C: text('Fordelen er at jeg får den nå, ulempen er renter og gebyrer.'),
    O3D: 'spare',
    O3E: { id: 'snacks', svar: text('Brus hver dag blir mye i løpet av et år.') },
    O4A: { q1: 'b', q2: ['a', 'c'], q3: 'a', q4: 'c', q5: 'b' },
    O5A: text('Folk kjøper forsikring for å slippe en stor regning.'),
    O5B: ['innbo', 'reise', 'ulykke'],
    O5C: text('Uten forsikring måtte jeg betalt alt selv.'),
    O5D: text('Jeg ville spart mer fra starten.'),
  };
}

/** The activities a pupil works on in turn: what one save of the app carries (only the changed activity). */
const EDITED = ['O1E', 'O2B', 'O3C', 'O5D'] as const;

/** One save's body: the next activity's new answer, on the version the pupil last saw. */
export function nextChange(round: number, versions: Record<string, number>): { code: string; body: string } {
  const code = EDITED[round % EDITED.length]!;
  const value = realisticResponses(round)[code];
  return { code, body: JSON.stringify({ changes: { [code]: { value, baseVersion: versions[code] ?? 0, editedAt: Date.now() } } }) };
}

/** The versions a save's reply carries, kept for the pupil's next save. */
export function takeVersions(versions: Record<string, number>, replyBody: string): void {
  const stamps = (JSON.parse(replyBody) as { data?: { versions?: Record<string, { version: number }> } }).data?.versions ?? {};
  for (const [code, stamp] of Object.entries(stamps)) versions[code] = stamp.version;
}
