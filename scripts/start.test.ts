import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { newestSource } from './start.mjs';

describe('npm start', () => {
  it('builds again when a source the build reads is newer than the build, not for a test or a file it does not read', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'start-'));
    const write = (file: string, seconds: number) => {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), '');
      fs.utimesSync(path.join(dir, file), seconds, seconds);
    };
    write('src/App.tsx', 1000);
    write('content/no/okt1.json', 2000);
    write('src/App.test.tsx', 5000);
    write('server/test/testApp.ts', 5000);
    write('README.md', 5000);
    write('scripts/bench/index.ts', 5000);
    expect(newestSource(dir)).toBe(2000 * 1000);
    write('machines/appMachine.ts', 3000);
    expect(newestSource(dir)).toBe(3000 * 1000);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
