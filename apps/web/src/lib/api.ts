import type { Language } from '@app/domain';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** The server answers messages and validation errors in the language named by `api-lang`. */
export async function apiGet<T>(path: string, options: { lang: Language; signal?: AbortSignal }): Promise<T> {
  const response = await fetch(path, {
    headers: { accept: 'application/json', 'api-lang': options.lang },
    signal: options.signal,
  });
  if (!response.ok) throw new ApiError(response.status, `GET ${path} answered ${response.status}`);
  return (await response.json()) as T;
}
