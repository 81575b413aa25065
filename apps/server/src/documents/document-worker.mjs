/**
 * The entry of a document worker thread (document-workers.ts), plain JavaScript so that Node can always load
 * it. The module it runs is TypeScript. A worker inherits the process's execArgv, but on Node 20 the loader
 * that `--import tsx` registers on the main thread does not reach a worker (tried: the server and the
 * benchmarks), and under vitest there is none at all (vite transforms the test files itself). So when the
 * TypeScript module cannot be loaded as it is, this thread registers tsx's loader for itself (`tsx/esm/api`)
 * and loads it through that; trying first keeps a Node that does pass the loader on from getting a second
 * one. The query only makes the second attempt a new module address: a failed import is remembered by its
 * address.
 */
try {
  await import('./document-worker.ts');
} catch (error) {
  if (error?.code !== 'ERR_UNKNOWN_FILE_EXTENSION') throw error;
  const { register } = await import('tsx/esm/api');
  register();
  await import('./document-worker.ts?with-tsx');
}
