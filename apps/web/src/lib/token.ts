/** The sign-in token lives in local storage under one fixed name, so every tab shares the session. */
export const TOKEN_STORAGE_KEY = 'summer-weeks.token';

export function readToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function storeToken(token: string | null): void {
  try {
    if (token) localStorage.setItem(TOKEN_STORAGE_KEY, token);
    else localStorage.removeItem(TOKEN_STORAGE_KEY);
  } catch {
    // Storage blocked: the session lasts as long as the page.
  }
}
