import { startTransition, useEffect, useState } from 'react';

// True on the server, and on the phone while it takes over a page the server rendered (main.tsx).
let matchingServerPage = typeof window === 'undefined';

/** The phone's first render takes over a page the server rendered (main.tsx). */
export function hydrateServerPage(): void {
  matchingServerPage = true;
}

/**
 * False on the server and while the phone takes over a server-rendered page, true from the render after: what
 * only the phone knows (its stored sign-in) is shown once the page matches the server's HTML (decision 016).
 * That render is a transition, in slices like the hydration itself, not one long task.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(() => !matchingServerPage);
  useEffect(() => {
    if (hydrated) return;
    matchingServerPage = false;
    startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
