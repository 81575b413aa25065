import path from 'node:path';
import type { Plugin } from 'vite';

const NAME = 'paint-first';

/**
 * Builds `src/paint-first.ts` as a file of its own and names it on the app's script in index.html
 * (`data-paint-first`): the server's renderer (entry-server.tsx) starts the pages it rendered with it instead of
 * the app's script. The pages the phone renders itself keep the app's script and ignore the attribute.
 */
export function paintFirst(): Plugin {
  let source = '';
  return {
    name: NAME,
    apply: 'build',
    configResolved(config) {
      source = path.resolve(config.root, 'src/paint-first.ts');
    },
    buildStart() {
      this.emitFile({ type: 'chunk', id: source, name: NAME });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const chunk = Object.values(bundle ?? {}).find((file) => file.type === 'chunk' && file.facadeModuleId === source);
        if (!chunk) throw new Error(`${NAME}: the build has no ${source}`);
        const entry = /<script type="module" crossorigin src="[^"]+"/;
        if (!entry.test(html)) throw new Error(`${NAME}: index.html has no module script`);
        return html.replace(entry, (tag) => `${tag} data-paint-first="/${chunk.fileName}"`);
      },
    },
  };
}
