import { lazy, type ComponentType } from 'react';
import { loadAllTexts } from './i18n';

/** How long a screen's code may take to arrive on a slow phone connection before we say so. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export class ChunkTimeoutError extends Error {}

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
  return lazy(() => withTimeout(Promise.all([load(), publicPage ? undefined : loadAllTexts()])).then(([module]) => module));
}

/**
 * A route's screen in its own file, so a visitor's first page carries only its own code. The router changes
 * pages in a transition: the previous page stays visible while the next one's code arrives.
 */
export function lazyPage<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M, options: { publicPage?: boolean } = {}) {
  return lazyWithTimeout(async () => ({ default: (await load())[name] as ComponentType }), options);
}
