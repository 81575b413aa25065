import { createElement, lazy, useState, type ComponentType } from 'react';
import { reportClientError } from './client-errors';
import { loadAllTexts } from './i18n';

/** How long a screen's code may take to arrive on a slow phone connection before we say so. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export class ChunkTimeoutError extends Error {
  override name = 'ChunkTimeoutError';
}

function withTimeout<T>(loading: Promise<T>): Promise<T> {
  return Promise.race([
    loading,
    new Promise<never>((_resolve, reject) => setTimeout(() => reject(new ChunkTimeoutError()), CHUNK_LOAD_TIMEOUT_MS)),
  ]);
}

/**
 * React.lazy with the time limit, for code that must load only after a guard let the user in. The screen's
 * texts come with its code: a first visit has only those of the public pages (lib/i18n.ts), unless `publicPage`.
 */
export function lazyWithTimeout<Props extends object>(load: () => Promise<{ default: ComponentType<Props> }>, { publicPage = false } = {}) {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<{ default: ComponentType<Props> }> | undefined;
  const once = () =>
    (loading ??= withTimeout(Promise.all([load(), publicPage ? undefined : loadAllTexts()])).then(
      ([module]) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        loading = undefined;
        reportClientError('chunk', error);
        throw error;
      },
    ));
  const Lazy = lazy(once);
  // Code that is already there renders at once, without suspending: a page the server rendered is hydrated
  // after `preload()` (main.tsx), and a part that suspended then would be rendered anew instead of taken over.
  // Chosen once per mount, so a screen is never mounted twice.
  function LazyScreen(props: Props) {
    const [Screen] = useState(() => loaded ?? Lazy);
    return createElement(Screen, props);
  }
  return Object.assign(LazyScreen, { preload: once });
}

/**
 * A route's screen in its own file, so a visitor's first page carries only its own code. The router changes
 * pages in a transition: the previous page stays visible while the next one's code arrives.
 */
export function lazyPage<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M, options: { publicPage?: boolean } = {}) {
  return lazyWithTimeout(async () => ({ default: (await load())[name] as ComponentType }), options);
}
