import type { Session } from '../contracts/auth';
import type { Lang } from '../contracts/lang';
import { bearer, type Http } from './http';
import { expiryOnThisDevice } from './tokenLifetime';

/** The identity provider port (DESIGN.md): accounts, sign-in and password reset. */
export interface IdentityProvider {
  signUp(email: string, password: string, lang: Lang): Promise<Session>;
  signIn(email: string, password: string): Promise<Session>;
  signOut(idToken: string): Promise<void>;
  sendPasswordReset(email: string, lang: Lang): Promise<void>;
  verifyResetCode(code: string): Promise<{ email: string; isTeacher: boolean }>;
  confirmReset(code: string, password: string): Promise<{ email: string; isTeacher: boolean }>;
}

/** Our own server playing the identity provider (the self-hosted profile). */
export function createSelfHostedIdentity(http: Http): IdentityProvider {
  const post = async <T>(url: string, body: unknown, token?: string) => (await http.post<{ data: T }>(`identity/${url}`, body, token ? bearer(token) : undefined)).data;
  const onThisDevice = (session: Session): Session => ({ ...session, expiresAt: expiryOnThisDevice(session.idToken, session.expiresAt) });
  return {
    signUp: async (email, password, lang) => onThisDevice(await post<Session>('sign-up', { email, password, lang })),
    signIn: async (email, password) => onThisDevice(await post<Session>('sign-in', { email, password })),
    signOut: async (idToken) => {
      await post('sign-out', {}, idToken);
    },
    sendPasswordReset: async (email, lang) => {
      await post('password-reset/send', { email, lang });
    },
    verifyResetCode: (code) => post('password-reset/verify', { code }),
    confirmReset: (code, password) => post('password-reset/confirm', { code, password }),
  };
}
