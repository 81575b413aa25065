import { lazy, type ComponentType } from 'react';

/** How long a screen's code may take to arrive on a slow phone connection before we say so. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export class ChunkTimeoutError extends Error {}

function withTimeout<T>(loading: Promise<T>): Promise<T> {
  return Promise.race([
    loading,
    new Promise<never>((_resolve, reject) => setTimeout(() => reject(new ChunkTimeoutError()), CHUNK_LOAD_TIMEOUT_MS)),
  ]);
}

/** React.lazy with the time limit, for code that must load only after a guard let the user in. */
export function lazyWithTimeout<Props extends object>(load: () => Promise<{ default: ComponentType<Props> }>) {
  return lazy(() => withTimeout(load()));
}

/**
 * A route's screen in its own file, so a visitor's first page carries only its own code. The router changes
 * pages in a transition: the previous page stays visible while the next one's code arrives.
 */
export function lazyPage<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M) {
  return lazyWithTimeout(async () => ({ default: (await load())[name] as ComponentType }));
}
