import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const TEXT_FILE = /\.(js|mjs|css|html|svg|json|txt|map|webmanifest)$/i;
/** Below this size the compressed file is not worth a second request path. */
const MIN_BYTES = 512;

/**
 * Writes `<file>.br` and `<file>.gz` beside every text file of the build, compressed once with the highest
 * settings, so the server sends what the browser accepts without compressing per request
 * (@fastify/static `preCompressed`).
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = await listFiles(outDir);
      await Promise.all(
        files
          .filter((file) => TEXT_FILE.test(file))
          .map(async (file) => {
            const content = await fs.readFile(file);
            if (content.length < MIN_BYTES) return;
            const brotli = zlib.brotliCompressSync(content, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            });
            const gzip = zlib.gzipSync(content, { level: zlib.constants.Z_BEST_COMPRESSION });
            await fs.writeFile(`${file}.br`, brotli);
            await fs.writeFile(`${file}.gz`, gzip);
          }),
      );
    },
  };
}

async function listFiles(folder: string): Promise<string[]> {
  const entries = await fs.readdir(folder, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}
