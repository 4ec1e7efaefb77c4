/**
 * What a machine's actor does until the composition root provides the real one (src/app): fails. One function for
 * every machine, without the actor's name, so no names ship in the entry chunk for it.
 */
export const providedAtRoot = async (): Promise<never> => {
  throw new Error('provided at the composition root');
};
