import path from 'node:path';

/**
 * The web app's import directions (bulletproof-react): shared code (components/, lib/) knows no feature and
 * not the shell; a feature knows no other feature's insides, only its public module `features/<name>/index.ts`;
 * a feature knows no shell (app/), except its tests, which mount the feature inside the shell's guards.
 * Imports in the web app are relative, so each one is resolved and its target's place checked.
 */
const SRC = path.resolve(import.meta.dirname, '../apps/web/src');
const SHARED = new Set(['components', 'lib']);
const TEST_FILE = /(\.test\.tsx?|\/testing\.tsx?|\/test-setup\.tsx?)$/;

function place(file) {
  const rel = path.relative(SRC, file);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return undefined;
  const [top, name, ...rest] = rel.split(path.sep);
  return { top, feature: top === 'features' ? name : undefined, inner: rest.map((part) => part.replace(/\.tsx?$/, '')) };
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Keep the web app’s imports in their directions: shared <- features <- app' },
    messages: {
      sharedImportsFeature: '{{from}}/ is shared by every feature and must not import {{to}}/.',
      featureInsides: 'Import the feature "{{feature}}" through its public module (features/{{feature}}/index.ts), not its file {{target}}.',
      featureImportsShell: 'A feature must not import the app shell (app/); the shell imports features.',
    },
    schema: [],
  },
  create(context) {
    const from = place(context.filename);
    if (!from) return {};
    const isTest = TEST_FILE.test(context.filename);
    function check(node) {
      const spec = node.source && node.source.type === 'Literal' ? node.source.value : undefined;
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const to = place(path.resolve(path.dirname(context.filename), spec));
      if (!to) return;
      if (SHARED.has(from.top) && (to.top === 'features' || to.top === 'app')) {
        context.report({ node: node.source, messageId: 'sharedImportsFeature', data: { from: from.top, to: to.top } });
      } else if (from.top === 'features' && to.top === 'features' && to.feature !== from.feature) {
        const publicModule = to.inner.length === 0 || (to.inner.length === 1 && to.inner[0] === 'index');
        if (!publicModule) {
          context.report({ node: node.source, messageId: 'featureInsides', data: { feature: to.feature, target: path.relative(SRC, path.resolve(path.dirname(context.filename), spec)) } });
        }
      } else if (from.top === 'features' && to.top === 'app' && !isTest) {
        context.report({ node: node.source, messageId: 'featureImportsShell' });
      }
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { 'import-direction': rule } };
