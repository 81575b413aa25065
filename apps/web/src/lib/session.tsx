import type { Permission, UserData } from '@app/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { configureApiClient } from './api-client';
import { useHydrated } from './hydrated';
import { useNotify } from './notifications';
import { readToken, storeToken, TOKEN_STORAGE_KEY } from './token';
import { login, logout, refreshSharedToken, userDataQuery } from './session-api';

/** The token is renewed this often while the app is open (specification: refresh interval 30). */
export const TOKEN_REFRESH_INTERVAL_MS = 30 * 60_000;

interface Session {
  /** undefined while the user data is loading, null when nobody is signed in. */
  user: UserData | null | undefined;
  /**
   * Signs in. `landing` is where the new session should open (the sign-up sends parents to their family
   * page); the guest-only guard, which leaves the sign-in pages, goes there.
   */
  signIn(email: string, password: string, remember?: boolean, landing?: string): Promise<UserData>;
  /** Where the last sign-in asked to land, if it did. */
  landing: string | undefined;
  signOut(): Promise<void>;
  /** The server ended the session itself (the account was deleted): forget it here, without a request. */
  ended(): void;
  /** Whether the signed-in user holds the permission: only names the domain knows (`Permission`) compile. */
  can(permission: Permission): boolean;
}

const SessionContext = createContext<Session | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [signedIn, setSignedIn] = useState(() => readToken() !== null);
  const [landing, setLanding] = useState<string | undefined>(undefined);
  const userQuery = useQuery({ ...userDataQuery, enabled: signedIn, retry: false });

  const endSession = useCallback(() => {
    storeToken(null);
    setSignedIn(false);
    setLanding(undefined);
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'options' });
  }, [queryClient]);

  useEffect(() => {
    configureApiClient({
      onUnauthorized: (message) => {
        // Several requests may fail at once: only the first ends the session and says so.
        if (readToken() === null) return;
        endSession();
        notify('error', message);
      },
    });
  }, [endSession, notify]);

  // Another tab signed in or out: follow it.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== TOKEN_STORAGE_KEY) return;
      if (event.newValue === null) endSession();
      else {
        setSignedIn(true);
        void queryClient.invalidateQueries({ queryKey: userDataQuery.queryKey });
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [endSession, queryClient]);

  useEffect(() => {
    if (!signedIn) return;
    const timer = setInterval(() => {
      // A failure that ends the sign-in answers 401, which signs out through the API client.
      refreshSharedToken(TOKEN_REFRESH_INTERVAL_MS, storeToken).catch(() => {});
    }, TOKEN_REFRESH_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [signedIn]);

  const signIn = useCallback(
    async (email: string, password: string, remember?: boolean, landingPath?: string) => {
      const { token } = await login({ email, password, remember });
      storeToken(token);
      // The caller reports a failure here itself; the query cache must not announce it a second time.
      const user = await queryClient.fetchQuery({ ...userDataQuery, meta: { silent: true } });
      setLanding(landingPath);
      setSignedIn(true);
      return user;
    },
    [queryClient],
  );

  const signOut = useCallback(async () => {
    await logout().catch(() => {});
    endSession();
  }, [endSession]);

  // The server cannot see the stored sign-in: its page shows the session as being checked, and so does the
  // phone's first render over it.
  const hydrated = useHydrated();
  const user = !hydrated ? undefined : signedIn ? (userQuery.isPending ? undefined : (userQuery.data ?? null)) : null;
  const value = useMemo<Session>(
    () => ({ user, signIn, signOut, ended: endSession, landing, can: (permission) => user?.permissions.includes(permission) ?? false }),
    [user, signIn, signOut, endSession, landing],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside SessionProvider');
  return session;
}
