import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OktContent } from '../../../src/contracts/okt';
import { completeAnswers } from '../../../src/test/completeAnswers';
import { saveDisplayName } from '../../db/repositories/displayNames';
import { type TestApp, testClock } from '../../test/authHelpers';
import { addPupil, addTeacher, createTestClass, getAs, saveResponses, type TestAccount } from '../../test/teacherHelpers';
import { buildTestApp, testConfig } from '../../test/testApp';
import { csvCell, toCsv } from './classExport';
import { pupilPseudonym } from './pupilPseudonym';

/** A name no pupil can choose (the display-name rules refuse it), put straight in the database as an attacker's would be. */
const FORMULA_NAME = '=HYPERLINK("https://angrep.example";"Klikk")';

/** The file's rows as cells; only the formula name's cell is quoted, so it is looked for in the raw text. */
const rowsOf = (body: string) =>
  body
    .slice(1)
    .split('\r\n')
    .filter((line) => line !== '')
    .map((line) => line.split(';'));

describe('GET /api/list/class/{classCode}/progress.csv', () => {
  let app: TestApp;
  const clock = testClock();
  let content: OktContent[];
  let teacher: TestAccount;
  let other: TestAccount;
  let classCode: string;
  let kari: TestAccount;
  let formula: TestAccount;
  let nameless: TestAccount;
  let quizCount: number;
  let testCount: number;
  const csvUrl = (code: string, lang?: string) => `/api/list/class/${code}/progress.csv${lang ? `?lang=${lang}` : ''}`;

  beforeAll(async () => {
    app = await buildTestApp({ config: { ...testConfig(), seedDemo: false }, now: clock.now });
    content = app.content.okter.no;
    teacher = await addTeacher(app);
    other = await addTeacher(app);
    classCode = await createTestClass(app, teacher.idToken);
    const quizCode = content.flatMap((okt) => okt.activities).find((a) => a.component === 'quiz')!.activity_code;
    const questions = app.content.okt4.no.questions;
    quizCount = questions.length;
    const rightOf = (i: number) => questions[i]!.options.find((o) => o.correct)!.id;
    const wrongOf = (i: number) => questions[i]!.options.find((o) => !o.correct)!.id;
    // Every quiz question answered, the second and third wrong.
    const quiz = Object.fromEntries(questions.map((q, i) => [q.id, i === 1 || i === 2 ? wrongOf(i) : rightOf(i)]));

    // The knowledge test before session 1, every item answered and the first one wrong.
    const items = app.content.knowledgeTest.no.items;
    testCount = items.length;
    const before = Object.fromEntries(items.map((item, i) => [item.id, i === 0 ? item.options.find((o) => o.id !== item.correct)!.id : item.correct]));
    kari = await addPupil(app);
    await saveResponses(app, kari, classCode, { ...completeAnswers(content, 1, 2, 3), [quizCode]: quiz, O1T: before });
    await saveDisplayName(app.db, kari.userId, classCode, 'Kari', clock.now());
    formula = await addPupil(app);
    await saveResponses(app, formula, classCode, { O1A: ['trygg-jobb'] });
    await saveDisplayName(app.db, formula.userId, classCode, FORMULA_NAME, clock.now());
    // No name, three quiz questions answered, one of them right.
    nameless = await addPupil(app);
    await saveResponses(app, nameless, classCode, { [quizCode]: { [questions[0]!.id]: rightOf(0), [questions[1]!.id]: wrongOf(1), [questions[2]!.id]: wrongOf(2) } });
    // Another teacher's class is not in the file.
    await saveResponses(app, await addPupil(app), await createTestClass(app, other.idToken), completeAnswers(content, 1));
  });
  afterAll(() => app?.close());

  it('answers a UTF-8 file with a BOM, named for the class, that no browser or proxy keeps', async () => {
    const res = await getAs(app, csvUrl(classCode), teacher.idToken);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="klasse-${classCode}-fremdrift.csv"`);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });

  it('has a row per pupil of the class with the name the teacher reads, the code, the activities done per session and the quiz first tries', async () => {
    const body = (await getAs(app, csvUrl(classCode), teacher.idToken)).body;
    const [header, ...rows] = rowsOf(body);
    expect(header).toEqual([
      'Navn',
      'Kode',
      ...content.map((okt) => `Økt ${okt.id}: aktiviteter ferdig (av ${okt.activities.length})`),
      'Quiz, første forsøk: riktige',
      'Quiz, første forsøk: besvart',
      `Kunnskapstest før økt 1: riktige (av ${testCount})`,
      `Kunnskapstest etter økt 5: riktige (av ${testCount})`,
    ]);
    expect(rows).toHaveLength(3);
    const total = (okt: number) => String(content[okt - 1]!.activities.length);
    expect(rows).toContainEqual(['Kari', pupilPseudonym(classCode, kari.userId), total(1), total(2), total(3), '1', '0', String(quizCount - 2), String(quizCount), String(testCount - 1), '']);
    const code = pupilPseudonym(classCode, nameless.userId);
    // A quiz with every answer given a choice is done by the shared rule (src/domain/responseChecks.ts), as the class view shows it.
    expect(rows.find((row) => row[1] === code)).toEqual([code, code, '0', '0', '0', '1', '0', '1', '3', '', '']);
  });

  it('writes a name that starts like a formula as text', async () => {
    const body = (await getAs(app, csvUrl(classCode), teacher.idToken)).body;
    expect(body).toContain(`\r\n"'=HYPERLINK(""https://angrep.example"";""Klikk"")";${pupilPseudonym(classCode, formula.userId)};1;0;0;0;0;0;0;;\r\n`);
    expect(body).not.toMatch(/(^|[;\n\uFEFF])=/);
  });

  it('writes the header row in Nynorsk and names the file so when asked', async () => {
    const res = await getAs(app, csvUrl(classCode, 'nn'), teacher.idToken);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="klasse-${classCode}-framdrift.csv"`);
    expect(rowsOf(res.body)[0]).toEqual([
      'Namn',
      'Kode',
      ...content.map((okt) => `Økt ${okt.id}: aktivitetar ferdige (av ${okt.activities.length})`),
      'Quiz, første forsøk: rette',
      'Quiz, første forsøk: svara',
      `Kunnskapstest før økt 1: rette (av ${testCount})`,
      `Kunnskapstest etter økt 5: rette (av ${testCount})`,
    ]);
    expect((await getAs(app, csvUrl(classCode, 'en'), teacher.idToken)).statusCode).toBe(400);
  });

  it("refuses another teacher (403) without a pupil's name, a pupil (403) and no token (401), and answers 404 for an unknown class", async () => {
    const forbidden = await getAs(app, csvUrl(classCode), other.idToken);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.body).not.toContain('Kari');
    expect(forbidden.body).not.toContain('Elev ');
    expect((await getAs(app, csvUrl(classCode), kari.idToken)).statusCode).toBe(403);
    expect((await getAs(app, csvUrl(classCode), null)).statusCode).toBe(401);
    expect((await getAs(app, csvUrl('ZZZZZZ'), teacher.idToken)).statusCode).toBe(404);
  });
});

describe('csvCell', () => {
  it.each([
    ['=1+1', "'=1+1"],
    ['+47 123', "'+47 123"],
    ['-2', "'-2"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tTab', "'\tTab"],
    ['\rCR', `"'\rCR"`],
    ['Kari;Ola', '"Kari;Ola"'],
    ['Si "hei"', '"Si ""hei"""'],
    ['to\nlinjer', '"to\nlinjer"'],
    ['Åse-Marie', 'Åse-Marie'],
    [3, '3'],
  ])('writes %j as %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('starts the file with a BOM and ends every row with CRLF', () => {
    expect(toCsv([['a', 1], ['b', 2]])).toBe('\uFEFFa;1\r\nb;2\r\n');
  });
});
