import * as client from 'openid-client';

/** The operator's Feide settings (FEIDE_* in server/config.ts). */
export interface FeideSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  scopes: string;
  /** `GET …/groups/me/groups` with the person's access token. */
  groupsUrl: string;
}

/** What a sign-in under way holds between leaving for the provider and coming back. */
export interface PendingLogin {
  state: string;
  nonce: string;
  codeVerifier: string;
}

export interface FeideAnswer {
  sub: string;
  userinfo: Record<string, unknown>;
  /** The groups API's answer as it came, or null when the person gave no access to groups. */
  groups: unknown;
  /** The ID token, kept only to name the session when signing out of Feide. */
  idToken: string | undefined;
}

/** Why a sign-in with Feide failed, as the browser is told it. */
export type FeideFailureReason = 'unavailable' | 'refused' | 'cancelled';

export class FeideFailure extends Error {
  override name = 'FeideFailure';
  constructor(
    readonly reason: FeideFailureReason,
    detail: string,
    options?: { cause?: unknown },
  ) {
    super(detail, options);
  }
}

const TIMEOUT_SECONDS = 10;

/** Loopback addresses only: a provider on plain http anywhere else would put tokens on the wire. */
export const isLoopback = (url: URL) => ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);

/**
 * The OpenID Connect client for Feide; openid-client does all of the protocol. Discovery is remembered per process,
 * and one that failed is tried again on the next sign-in.
 */
export function createFeideClient(settings: FeideSettings, options: { fetch?: client.CustomFetch } = {}) {
  const issuer = new URL(settings.issuer);
  let discovered: Promise<client.Configuration> | undefined;

  function configuration(): Promise<client.Configuration> {
    discovered ??= client
      .discovery(issuer, settings.clientId, settings.clientSecret, undefined, {
        // Checks the ID token's signature even when it comes straight from the token endpoint.
        execute: [client.enableNonRepudiationChecks, ...(issuer.protocol === 'http:' && isLoopback(issuer) ? [client.allowInsecureRequests] : [])],
        timeout: TIMEOUT_SECONDS,
        ...(options.fetch ? { [client.customFetch]: options.fetch } : {}),
      })
      .catch((error: unknown) => {
        discovered = undefined;
        throw new FeideFailure('unavailable', 'discovery failed', { cause: error });
      });
    return discovered;
  }

  return {
    newLogin(): PendingLogin {
      return { state: client.randomState(), nonce: client.randomNonce(), codeVerifier: client.randomPKCECodeVerifier() };
    },

    async authorizationUrl(login: PendingLogin): Promise<URL> {
      const config = await configuration();
      return client.buildAuthorizationUrl(config, {
        redirect_uri: settings.redirectUri,
        scope: settings.scopes,
        state: login.state,
        nonce: login.nonce,
        code_challenge: await client.calculatePKCECodeChallenge(login.codeVerifier),
        code_challenge_method: 'S256',
      });
    },

    /** Finishes a sign-in from the callback's query, then reads userinfo and the groups API. */
    async complete(query: URLSearchParams, login: PendingLogin): Promise<FeideAnswer> {
      const config = await configuration();
      const callback = new URL(settings.redirectUri);
      callback.search = query.toString();
      let tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>;
      try {
        tokens = await client.authorizationCodeGrant(config, callback, {
          pkceCodeVerifier: login.codeVerifier,
          expectedState: login.state,
          expectedNonce: login.nonce,
          idTokenExpected: true,
        });
      } catch (error) {
        // A «cancelled» answer counts only once its state (and iss) have been checked like any other answer's.
        if (error instanceof client.AuthorizationResponseError && error.error === 'access_denied') throw new FeideFailure('cancelled', 'the person did not sign in');
        throw new FeideFailure(isNetworkFailure(error) ? 'unavailable' : 'refused', 'the code exchange or the ID token was refused', { cause: error });
      }
      const claims = tokens.claims();
      if (!claims) throw new FeideFailure('refused', 'no ID token');
      try {
        const userinfo = await client.fetchUserInfo(config, tokens.access_token, claims.sub);
        const groups = settings.scopes.split(' ').includes('groups-edu') ? await readGroups(config, tokens.access_token) : null;
        return { sub: claims.sub, userinfo: { ...claims, ...userinfo }, groups, idToken: tokens.id_token };
      } catch (error) {
        if (error instanceof FeideFailure) throw error;
        throw new FeideFailure(isNetworkFailure(error) ? 'unavailable' : 'refused', 'userinfo was refused', { cause: error });
      }
    },

    /** Feide's end-session address, to offer after signing out here; undefined when the provider has none. */
    async endSessionUrl(postLogoutRedirectUri: string): Promise<URL | undefined> {
      const config = await configuration();
      if (!config.serverMetadata().end_session_endpoint) return undefined;
      return client.buildEndSessionUrl(config, { client_id: settings.clientId, post_logout_redirect_uri: postLogoutRedirectUri });
    },
  };

  async function readGroups(config: client.Configuration, accessToken: string): Promise<unknown> {
    const response = await client.fetchProtectedResource(config, accessToken, new URL(settings.groupsUrl), 'GET');
    if (!response.ok) throw new FeideFailure(response.status >= 500 ? 'unavailable' : 'refused', `groups API answered ${response.status}`);
    return response.json();
  }
}

export type FeideClient = ReturnType<typeof createFeideClient>;

/** A provider that did not answer (refused connection, timeout) rather than one that said no. */
function isNetworkFailure(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if (e.name === 'TimeoutError' || e.name === 'AbortError' || (e instanceof TypeError && /fetch failed/i.test(e.message))) return true;
    if ('code' in e && typeof e.code === 'string' && /^(ECONNREFUSED|ECONNRESET|ENOTFOUND|ETIMEDOUT|EAI_AGAIN)$/.test(e.code)) return true;
  }
  return false;
}
