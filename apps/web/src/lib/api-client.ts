import type { ErrorBody, Language } from '@app/domain';
import { readToken } from './token';

/** A failed call: the status and the text to show (the server's error, message or body text). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** A 422: the first message of each field, ready to put under the fields. */
export class ValidationError extends ApiError {
  constructor(
    message: string,
    readonly fields: Record<string, string>,
  ) {
    super(422, message);
    this.name = 'ValidationError';
  }
}

interface ClientSettings {
  language: () => Language;
  /** The browser's fetch; the server's own answers when it renders a page (entry-server.tsx). */
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  /** Called when a request with a token answers 401: the session is over. */
  onUnauthorized: (message: string) => void;
  /** Called when a call goes wrong in a way no screen expects; lib/client-errors.ts tells the server. */
  onUnexpectedAnswer: (failure: UnexpectedAnswer) => void;
}

/**
 * A call without an answer, answered with a 5xx, or with something other than the JSON asked for. The refusals
 * of ordinary use (401, 403, 404, 409, 422, 429) are answers the screens show, and a 503 with Retry-After is
 * the booking's "come back in a moment" at the opening minute, which its client waits out.
 */
export interface UnexpectedAnswer {
  method: string;
  /** Without the query, which may hold a search for a name. */
  path: string;
  /** None when no answer came. */
  status?: number;
  error: unknown;
}

let settings: ClientSettings = {
  language: () => 'de',
  fetch: (url, init) => fetch(url, init),
  onUnauthorized: () => {},
  onUnexpectedAnswer: () => {},
};

export function configureApiClient(next: Partial<ClientSettings>): void {
  settings = { ...settings, ...next };
}

export interface RequestOptions {
  body?: unknown;
  /** Arrays become repeated keys (`sortBy=a&sortBy=b`), as the list convention reads them. */
  query?: Record<string, string | number | boolean | undefined | readonly (string | number | boolean)[]>;
  signal?: AbortSignal;
  /** Headers of this call only (the booking's `Idempotency-Key`). */
  headers?: Record<string, string>;
}

function url(path: string, query: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** A 503 says when to come back (`Retry-After`, seconds); the booking client waits that long. */
export class ServiceUnavailableError extends ApiError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number | null,
  ) {
    super(503, message);
    this.name = 'ServiceUnavailableError';
  }
}

function retryAfterSeconds(response: Response): number | null {
  const seconds = Number(response.headers.get('retry-after'));
  return response.headers.has('retry-after') && Number.isFinite(seconds) && seconds >= 0 ? seconds : null;
}

async function readError(response: Response): Promise<ApiError> {
  const text = await response.text();
  let body: (Partial<ErrorBody> & { error?: string }) | undefined;
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    body = undefined;
  }
  const message = body?.error || body?.message || text || response.statusText;
  if (response.status === 422) {
    const fields = Object.fromEntries(
      Object.entries(body?.errors ?? {}).flatMap(([field, messages]) => (messages[0] ? [[field, messages[0]]] : [])),
    );
    return new ValidationError(message, fields);
  }
  if (response.status === 503) return new ServiceUnavailableError(message, retryAfterSeconds(response));
  return new ApiError(response.status, message);
}

/**
 * The one way the web app talks to the server: adds `api-lang` and the token, parses JSON, and turns failures
 * into ApiError / ValidationError. A 401 on a signed-in request ends the session once, here.
 */
export async function apiRequest<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const token = readToken();
  const headers: Record<string, string> = { ...options.headers, accept: 'application/json', 'api-lang': settings.language() };
  if (token) headers.authorization = `Bearer ${token}`;
  const isForm = options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers['content-type'] = 'application/json';
  // A call the page called off itself (a screen left, a search typed on) is no failure.
  const unexpected = (status: number | undefined, error: unknown) => {
    if (!options.signal?.aborted) settings.onUnexpectedAnswer({ method, path: path.split('?', 1)[0]!, status, error });
  };

  let response: Response;
  try {
    response = await settings.fetch(url(path, options.query), {
      method,
      headers,
      body: options.body === undefined ? undefined : isForm ? (options.body as FormData) : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    unexpected(undefined, error);
    throw error;
  }
  if (!response.ok) {
    const error = await readError(response);
    if (response.status === 401 && token) settings.onUnauthorized(error.message);
    if (isUnexpectedFailure(error)) unexpected(response.status, error);
    throw error;
  }
  if (response.status === 204) return undefined as T;
  try {
    return (await response.json()) as T;
  } catch (error) {
    unexpected(response.status, error);
    throw error;
  }
}

const isUnexpectedFailure = (error: ApiError) =>
  error.status >= 500 && !(error instanceof ServiceUnavailableError && error.retryAfterSeconds !== null);

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => apiRequest<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => apiRequest<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => apiRequest<T>('PUT', path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => apiRequest<T>('DELETE', path, options),
};

/**
 * A download link opened by the browser: the token travels in the query (only download routes accept it).
 * The document is in the interface language unless the query names another (an Italian e-mail's preview).
 */
export function downloadUrl(path: string, query: Record<string, string> = {}): string {
  const token = readToken();
  return url(path, { lang: settings.language(), ...query, ...(token ? { token } : {}) });
}

/** How much of a download has arrived; `total` is null when the server did not say (no Content-Length). */
export interface DownloadProgress {
  received: number;
  total: number | null;
}

export interface DownloadedFile {
  blob: Blob;
  /** From Content-Disposition: the UTF-8 `filename*` when there is one, else the ASCII `filename`. */
  fileName: string | null;
}

/** The file name a Content-Disposition header gives (the server's `contentDisposition`). */
export function dispositionFileName(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended.trim());
    } catch {
      // A malformed encoding: the plain name below still names the file.
    }
  }
  return /filename="([^"]*)"/i.exec(header)?.[1] ?? null;
}

/**
 * A download the page fetches itself instead of letting the browser open a link (long exports, issue 24):
 * the token goes in the header like every call, and the body is read as it arrives so the page can show how
 * far it is. Failures are thrown like `apiRequest`'s; the file comes back as a Blob for `saveFile`.
 */
export async function apiDownload(path: string, onProgress: (progress: DownloadProgress) => void): Promise<DownloadedFile> {
  const token = readToken();
  const headers: Record<string, string> = { 'api-lang': settings.language() };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await settings.fetch(url(path, { lang: settings.language() }), { method: 'GET', headers });
  if (!response.ok) {
    const error = await readError(response);
    if (response.status === 401 && token) settings.onUnauthorized(error.message);
    throw error;
  }
  const length = Number(response.headers.get('content-length'));
  const total = Number.isSafeInteger(length) && length > 0 ? length : null;
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  onProgress({ received, total });
  if (response.body) {
    const reader = response.body.getReader();
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      chunks.push(chunk.value);
      received += chunk.value.byteLength;
      onProgress({ received, total });
    }
  } else {
    chunks.push(new Uint8Array(await response.arrayBuffer()));
  }
  const type = response.headers.get('content-type') ?? 'application/octet-stream';
  return { blob: new Blob(chunks, { type }), fileName: dispositionFileName(response.headers.get('content-disposition')) };
}

/** Hands a fetched file to the browser as a download, under its name. */
export function saveFile(file: DownloadedFile, fallbackName: string): void {
  const href = URL.createObjectURL(file.blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = file.fileName ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file when the click was handled; its memory can go a moment later.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
