import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Plugin, Rolldown } from 'vite';

type OutputChunk = Rolldown.OutputChunk;

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** Groups a module id by its package (or our own folder), which is what one decides to cut or keep. */
function origin(id: string): string {
  const packagePath = id.split('node_modules/').pop()!;
  if (packagePath !== id) {
    const parts = packagePath.split('/');
    return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
  }
  const own = id.match(/(apps\/web\/src\/[^/]+\/[^/]+|packages\/domain\/src\/[^/]+)/);
  return own ? own[1]! : id;
}

/**
 * Writes `bundle-report.txt` beside the build output: every JavaScript chunk with its brotli size (what a
 * browser receives) and what it is made of (sizes before minification), grouped by package, largest first. It answers "why is the
 * home page this big" without guessing.
 */
export function bundleReport(): Plugin {
  let reportFile = 'bundle-report.txt';
  return {
    name: 'bundle-report',
    apply: 'build',
    configResolved(config) {
      reportFile = path.resolve(config.root, 'bundle-report.txt');
    },
    async generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
      const lines: string[] = [];
      const sized = chunks
        .map((chunk) => ({ chunk, brotli: zlib.brotliCompressSync(chunk.code).length }))
        .sort((a, b) => b.brotli - a.brotli);
      for (const { chunk, brotli } of sized) {
        const kind = chunk.isEntry ? 'entry' : chunk.isDynamicEntry ? 'lazy' : 'shared';
        lines.push(`${chunk.fileName}  ${kind}  ${kib(chunk.code.length)} raw, ${kib(brotli)} brotli`);
        const byOrigin = new Map<string, number>();
        for (const [id, module] of Object.entries(chunk.modules)) {
          byOrigin.set(origin(id), (byOrigin.get(origin(id)) ?? 0) + (module as { renderedLength: number }).renderedLength);
        }
        for (const [name, bytes] of [...byOrigin].sort((a, b) => b[1] - a[1]).slice(0, 15)) {
          lines.push(`    ${kib(bytes).padStart(10)}  ${name}`);
        }
      }
      await fs.writeFile(reportFile, `${lines.join('\n')}\n`);
      this.info(`bundle report written to ${path.relative(process.cwd(), reportFile)}`);
    },
  };
}
