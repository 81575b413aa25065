import { useSyncExternalStore } from 'react';

const nothingChanges = () => () => {};

/**
 * False on the server and while the phone hydrates a server-rendered page, true from the render after: what
 * only the phone knows (its stored sign-in) is shown once the page matches the server's HTML (decision 016).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(nothingChanges, () => true, () => false);
}
