import { afterAll, describe, expect, it } from 'vitest';
import { LANGS } from '../../src/contracts/lang';
import type { TestApp } from '../test/authHelpers';
import { buildTestApp, testConfig } from '../test/testApp';

const privacyPage = async (app: TestApp, lang: string) => (await app.inject({ url: `/api/public/${lang}/get/page/personvern` })).json().data.body as string;

describe('the privacy page states this server’s retention periods', () => {
  const apps: TestApp[] = [];
  afterAll(() => Promise.all(apps.map((a) => a.close())));

  it('says the defaults, in both languages, with no placeholder left on any page or in the FAQ', async () => {
    const app = await buildTestApp({ config: { ...testConfig(), seedDemo: false } });
    apps.push(app);
    expect(await privacyPage(app, 'no')).toContain('Bruker du ikke kontoen på 12 måneder');
    expect(await privacyPage(app, 'no')).toContain('slettet 30 dager etter');
    expect(await privacyPage(app, 'nn')).toContain('Brukar du ikkje kontoen på 12 månader');
    for (const lang of LANGS) {
      for (const page of app.content.pages[lang].values()) expect(`${page.intro} ${page.body}`, page.slug).not.toMatch(/\{\{/);
      for (const item of app.content.faq[lang].items) expect(item.answer, item.id).not.toMatch(/\{\{/);
    }
  });

  it('follows the configuration, so an operator who keeps data for 6 months is not promised 12', async () => {
    const app = await buildTestApp({ config: { ...testConfig({ RETENTION_MONTHS: '6', ARCHIVE_GRACE_DAYS: '14', TEACHER_RETENTION_MONTHS: '18' }), seedDemo: false } });
    apps.push(app);
    const body = await privacyPage(app, 'no');
    expect(body).toContain('Bruker du ikke kontoen på 6 måneder');
    expect(body).toContain('slettet 14 dager etter');
    expect(body).toContain('ikke er brukt på 18 måneder');
    expect(body).not.toContain('12 måneder');
  });
});
