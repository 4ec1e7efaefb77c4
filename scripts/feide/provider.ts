// `npm run feide`: the local Feide test provider on FEIDE_PORT (4010) for an app at APP_URL (the Vite dev server);
// prints the FEIDE_* settings the app needs. `npm run dev` starts it. Nothing leaves the machine.
import { startTestProvider } from '../../server/feide/test/testProvider';

export async function startDevProvider(appUrl: string, port: number) {
  const provider = await startTestProvider({
    port,
    redirectUris: [`${appUrl}/api/feide/callback`],
    postLogoutRedirectUris: ['no', 'nn', 'no/veiledere', 'nn/veiledere'].map((path) => `${appUrl}/${path}`),
  });
  const env = {
    FEIDE_ISSUER: provider.issuer,
    FEIDE_CLIENT_ID: provider.clientId,
    FEIDE_CLIENT_SECRET: provider.clientSecret,
    FEIDE_REDIRECT_URI: `${appUrl}/api/feide/callback`,
    FEIDE_GROUPS_URL: provider.groupsUrl,
    FEIDE_SCOPES: 'openid userid-feide profile email groups-edu',
  };
  return { provider, env };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { env } = await startDevProvider(process.env.APP_URL ?? 'http://localhost:5173', Number(process.env.FEIDE_PORT ?? 4010));
  console.log(`Lokal Feide-testtilbyder kjører. Sett disse for appen:\n${Object.entries(env).map(([k, v]) => `${k}=${v}`).join('\n')}`);
}
