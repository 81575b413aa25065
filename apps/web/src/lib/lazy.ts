import { lazy, type ComponentType } from 'react';

/** How long a screen's code may take to arrive on a slow phone connection before we say so. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export class ChunkTimeoutError extends Error {}

/** React.lazy with a time limit, for screens split into their own file (the whole back office). */
export function lazyWithTimeout<T extends ComponentType<object>>(load: () => Promise<{ default: T }>) {
  return lazy(() =>
    Promise.race([
      load(),
      new Promise<never>((_resolve, reject) => setTimeout(() => reject(new ChunkTimeoutError()), CHUNK_LOAD_TIMEOUT_MS)),
    ]),
  );
}
