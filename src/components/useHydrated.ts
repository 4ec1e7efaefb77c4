import { useSyncExternalStore } from 'react';

const nothingToWatch = () => () => {};

/** False until React runs the prerendered page: forms keep their submit disabled, as a native submit puts the password in the address. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    nothingToWatch,
    () => true,
    () => false,
  );
}
