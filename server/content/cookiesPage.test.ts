import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGS } from '../../src/contracts/lang';
import { ACCESS_COPY_KEY, CONTENT_COPIES_KEY } from '../../src/services/deviceCopies';
import { USER_STATE_KEY } from '../../src/services/userState';
import { DEVICE_COOKIE } from '../auth/deviceCookie';
import { loadContent } from './loadContent';

const content = loadContent(path.resolve(import.meta.dirname, '..', '..', 'content'));

// What the app keeps in the browser, by the names the code uses: the cookies page must name each (ekomloven § 3-15).
const KEPT = ['locale', DEVICE_COOKIE, USER_STATE_KEY, CONTENT_COPIES_KEY, ACCESS_COPY_KEY];

describe('the cookies page', () => {
  it.each(LANGS)('names every cookie and localStorage key the app keeps (%s)', (lang) => {
    const body = content.pages[lang].get('cookies')!.body;
    for (const name of KEPT) expect(body).toContain(`«${name}»`);
  });
});
