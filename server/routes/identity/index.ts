import type { FastifyPluginAsync } from 'fastify';
import { passwordResetRoutes } from './passwordReset';
import { signInRoute } from './signIn';
import { signOutRoute } from './signOut';
import { signUpRoute } from './signUp';

/** The self-hosted identity provider (DESIGN "The three services"). */
export const identityRoutes: FastifyPluginAsync = async (app) => {
  await app.register(signUpRoute);
  await app.register(signInRoute);
  await app.register(signOutRoute);
  await app.register(passwordResetRoutes);
};
