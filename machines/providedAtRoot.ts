/** Fails until src/app provides the real actor; one nameless function, so no actor names ship in the entry chunk. */
export const providedAtRoot = async (): Promise<never> => {
  throw new Error('provided at the composition root');
};
