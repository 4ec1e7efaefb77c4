import { generateKeyPairSync } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';
import { TEST_ACCOUNTS, TEST_GROUPS, type TestAccount, groupsOf } from './testAccounts';

/**
 * A local OpenID Connect provider that behaves like Feide, for development and tests: nothing
 * leaves the machine. oidc-provider does the protocol; this file only seeds people and groups, shows a
 * sign-in page that lists them, and serves a groups endpoint shaped like Feide's groups API.
 */
export interface TestProviderOptions {
  /** 0 picks a free port. */
  port?: number;
  /** Where the app's callback lives (FEIDE_REDIRECT_URI). */
  redirectUris: string[];
  /** Where signing out of the provider returns to. */
  postLogoutRedirectUris?: string[];
  clientId?: string;
  clientSecret?: string;
}

export interface TestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  groupsUrl: string;
  /** The provider's signing key, so tests can make tokens the provider would sign but with wrong claims. */
  privateJwk: Record<string, unknown>;
  close(): Promise<void>;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function loginPage(uid: string, accounts: readonly TestAccount[]) {
  const buttons = accounts
    .map((a) => `<li><button name="account" value="${escapeHtml(a.sub)}">${escapeHtml(a.name)} (${escapeHtml(a.affiliation.includes('student') ? 'elev' : 'lærer')})</button></li>`)
    .join('');
  return `<!doctype html><html lang="nb"><head><meta charset="utf-8"><title>Feide (lokal testtilbyder)</title></head>
<body><main><h1>Logg inn med Feide</h1><p>Lokal testtilbyder: velg hvem du er.</p>
<form method="post" action="/interaction/${escapeHtml(uid)}/login"><ul>${buttons}</ul></form></main></body></html>`;
}

async function readForm(req: http.IncomingMessage): Promise<URLSearchParams> {
  let body = '';
  for await (const chunk of req) body += chunk;
  return new URLSearchParams(body);
}

export async function startTestProvider(options: TestProviderOptions): Promise<TestProvider> {
  const clientId = options.clientId ?? 'ueokonomiapp-lokal';
  const clientSecret = options.clientSecret ?? 'lokal-hemmelighet-som-bare-brukes-i-test';
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const privateJwk = { ...privateKey.export({ format: 'jwk' }), kid: 'lokal-1', use: 'sig', alg: 'RS256' };

  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        post_logout_redirect_uris: options.postLogoutRedirectUris ?? [],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    jwks: { keys: [privateJwk] },
    cookies: { keys: ['lokal-testtilbyder-informasjonskapsel'] },
    // Feide's scopes; the person's affiliation comes with their user id, as Feide's extended userinfo gives it.
    scopes: ['openid', 'profile', 'email', 'userid-feide', 'groups-edu'],
    claims: { profile: ['name', 'given_name'], email: ['email'], 'userid-feide': ['eduPersonPrincipalName', 'eduPersonAffiliation'] },
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false }, rpInitiatedLogout: { enabled: true } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    async findAccount(_ctx, sub) {
      const account = TEST_ACCOUNTS.find((a) => a.sub === sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: async () => ({
          sub,
          name: account.name,
          given_name: account.givenName,
          email: account.email,
          eduPersonPrincipalName: account.principalName,
          eduPersonAffiliation: account.affiliation,
        }),
      };
    },
    // A school's app is approved by the school: nobody is asked to consent, as with Feide's pre-approved services.
    async loadExistingGrant(ctx) {
      const accountId = ctx.oidc.session?.accountId;
      if (!accountId || !ctx.oidc.client) return undefined;
      const grant = new ctx.oidc.provider.Grant({ accountId, clientId: ctx.oidc.client.clientId });
      grant.addOIDCScope(String(ctx.oidc.params?.scope ?? 'openid'));
      await grant.save();
      return grant;
    },
    ttl: { AccessToken: 600, AuthorizationCode: 60, IdToken: 600, Interaction: 600, Session: 3600, Grant: 3600 },
  });

  async function groupsEndpoint(req: http.IncomingMessage, res: http.ServerResponse) {
    const token = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
    const found = token ? await provider.AccessToken.find(token) : undefined;
    if (!found || !found.accountId || !String(found.scope ?? '').split(' ').includes('groups-edu')) {
      res.writeHead(401, { 'content-type': 'application/json' }).end(JSON.stringify({ error: 'invalid_token' }));
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(groupsOf(found.accountId)));
  }

  const handle = provider.callback();
  server.on('request', (req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', issuer);
      if (url.pathname === '/groups/me/groups' && req.method === 'GET') return groupsEndpoint(req, res);
      // The browser asks for it on the sign-in page; an empty answer keeps the page's console clean.
      if (url.pathname === '/favicon.ico') return void res.writeHead(204).end();
      const interaction = /^\/interaction\/([\w-]+)(\/login)?$/.exec(url.pathname);
      if (interaction) {
        const details = await provider.interactionDetails(req, res);
        if (!interaction[2]) {
          res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(loginPage(details.uid, TEST_ACCOUNTS));
          return;
        }
        const chosen = req.method === 'POST' ? (await readForm(req)).get('account') : null;
        const account = TEST_ACCOUNTS.find((a) => a.sub === chosen);
        if (!account) {
          res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' }).end('Ukjent bruker');
          return;
        }
        await provider.interactionFinished(req, res, { login: { accountId: account.sub } }, { mergeWithLastSubmission: false });
        return;
      }
      return handle(req, res);
    })().catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' }).end(String(error));
    });
  });

  return {
    issuer,
    clientId,
    clientSecret,
    groupsUrl: `${issuer}/groups/me/groups`,
    privateJwk,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export { TEST_ACCOUNTS, TEST_GROUPS };
