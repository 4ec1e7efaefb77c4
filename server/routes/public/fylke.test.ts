import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp } from '../../test/testApp';

let app: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app?.close());

it('lists the 15 counties of 2024 with their official numbers', async () => {
  const res = await app.inject('/api/public/list/fylke');
  expect(res.statusCode).toBe(200);
  const { data } = res.json() as { data: { id: string; name: string }[] };
  expect(data).toHaveLength(15);
  expect(new Set(data.map((f) => f.id)).size).toBe(15);
  expect(data).toContainEqual({ id: '03', name: 'Oslo' });
  expect(data).toContainEqual({ id: '46', name: 'Vestland' });
  expect(data).toContainEqual({ id: '56', name: 'Finnmark' });
});
