import { afterAll, beforeAll } from 'vitest';
import { DEMO } from '../../../server/db/seedDemo';
import { buildTestApp } from '../../../server/test/testApp';
import { createBackendApi } from '../backendApi';
import { createSelfHostedStore } from '../documentStore';
import { createHttp } from '../http';
import { createSelfHostedIdentity } from '../identity';
import { describeDocumentStoreContract, type StoreFixture } from './documentStore.contract';
import { describeIdentityContract, newEmail } from './identity.contract';

/** The self-hosted adapters against the real server, listening on a port, as the browser reaches it. */
let app: Awaited<ReturnType<typeof buildTestApp>>;
let http: ReturnType<typeof createHttp>;
let classCodes: readonly [string, string];

beforeAll(async () => {
  app = await buildTestApp();
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  http = createHttp(fetch, `http://127.0.0.1:${port}/api/`);
  // A second class of the demo teacher's, so the latest of two can be found.
  const api = createBackendApi(http);
  const { token } = await api.getApiToken(DEMO.email, DEMO.password);
  const second = await api.createClass(token, { name: 'Kontraktklasse', school: DEMO.school, schoolYear: DEMO.schoolYear });
  classCodes = [DEMO.classCode, second.classCode];
});

afterAll(async () => {
  await app?.close();
});

describeIdentityContract('self-hosted', () => createSelfHostedIdentity(http));

describeDocumentStoreContract('self-hosted', (): StoreFixture => ({
  classCodes,
  async newUser() {
    const session = await createSelfHostedIdentity(http).signUp(newEmail(), 'Blåbærsyltetøy-2026', 'no');
    return { store: createSelfHostedStore(http), userId: session.userId, idToken: session.idToken };
  },
}));
