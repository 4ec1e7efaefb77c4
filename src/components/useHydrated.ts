import { useSyncExternalStore } from 'react';

const nothingToWatch = () => () => {};

/**
 * False while a prerendered page is being hydrated (and while prerendering), true once React runs the page. A
 * form sent prerendered uses it to keep what needs the app (its submit button, its mode switch) disabled until the
 * app is there: a tap before would submit the form natively, with the password in the address.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    nothingToWatch,
    () => true,
    () => false,
  );
}
