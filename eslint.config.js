import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import ts from 'typescript';
import webBoundaries from './eslint/web-boundaries.js';

/**
 * `import/no-cycle` without eslint-plugin-import (not installed): an import of a file that leads back to the
 * importing file through relative imports is an error, so no module of an app depends on itself at load time.
 * Static imports, re-exports and dynamic imports count; an `import type` / `export type` is erased and does
 * not. Package imports (`@app/domain`) are not followed: a package never imports an app. Files are read with
 * the TypeScript parser alone (a fraction of a full ESLint parse) and each only once per run.
 */
const RESOLVED_ENDINGS = ['', '.ts', '.tsx', '.js', '.mjs', '/index.ts', '/index.tsx', '/index.js'];
const importsOf = new Map();

function resolveImport(from, spec) {
  if (!spec.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(from), spec);
  for (const candidate of [...RESOLVED_ENDINGS.map((ending) => base + ending), base.replace(/\.js$/, '.ts'), base.replace(/\.js$/, '.tsx')]) {
    if (fs.statSync(candidate, { throwIfNoEntry: false })?.isFile()) return candidate;
  }
  return undefined;
}

/** The runtime imports of a module's text: each resolved file with where its specifier stands. */
function runtimeImports(file, text) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found = [];
  const add = (specifier) => {
    const target = specifier && ts.isStringLiteralLike(specifier) ? resolveImport(file, specifier.text) : undefined;
    if (target) found.push({ target, start: specifier.getStart(source), end: specifier.end });
  };
  const visit = (node) => {
    if (ts.isImportDeclaration(node)) {
      if (!node.importClause?.isTypeOnly) add(node.moduleSpecifier);
    } else if (ts.isExportDeclaration(node)) {
      if (!node.isTypeOnly) add(node.moduleSpecifier);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      add(node.arguments[0]);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** A file's runtime imports, read once per run (and again only when the linted text differs from the disk's). */
function importsIn(file, text = undefined) {
  let known = importsOf.get(file);
  if (!known || (text !== undefined && text !== known.text)) {
    const read = text ?? fs.readFileSync(file, 'utf8');
    const found = runtimeImports(file, read);
    known = { text: read, found, files: [...new Set(found.map(({ target }) => target))] };
    importsOf.set(file, known);
  }
  return known;
}

const noCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid an import that leads back to the importing module (import/no-cycle)' },
    messages: { cycle: 'Dependency cycle: {{chain}}' },
    schema: [],
  },
  create(context) {
    const self = context.filename;
    const root = context.cwd;
    // Files known not to lead back here (a search that failed saw everything it reached), shared by the imports.
    const dead = new Set();
    const pathBack = (start) => {
      const trail = [];
      const walk = (file) => {
        if (file === self) return true;
        if (dead.has(file) || trail.includes(file)) return false;
        trail.push(file);
        for (const next of importsIn(file).files) if (walk(next)) return true;
        trail.pop();
        dead.add(file);
        return false;
      };
      if (!walk(start)) return undefined;
      // A search that found the way back may have cut it short elsewhere: what it marked is not sure.
      dead.clear();
      return trail;
    };
    return {
      Program() {
        const { sourceCode } = context;
        for (const { target, start, end } of importsIn(self, sourceCode.text).found) {
          const trail = pathBack(target);
          if (trail) {
            const chain = [self, ...trail, self].map((file) => path.relative(root, file)).join(' -> ');
            const loc = { start: sourceCode.getLocFromIndex(start), end: sourceCode.getLocFromIndex(end) };
            context.report({ loc, messageId: 'cycle', data: { chain } });
          }
        }
      },
    };
  },
};

export default defineConfig([
  globalIgnores([
    '**/dist/',
    '**/dist-server/',
    '**/node_modules/',
    '**/test-results/',
    '**/playwright-report/',
    'apps/server/src/db/migrations/',
    'data/',
    '.tmp/',
  ]),
  { files: ['**/*.{js,mjs,cjs,ts,tsx}'], extends: [js.configs.recommended] },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [tseslint.configs.recommended],
    // A leading underscore marks a parameter a signature needs but the body does not use.
    rules: { '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }] },
  },
  {
    files: ['**/*.{js,mjs,cjs}', 'apps/server/**', 'e2e/**', '*.config.ts'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/server/src/**/*.ts'],
    plugins: { imports: { rules: { 'no-cycle': noCycle } } },
    rules: { 'imports/no-cycle': 'error' },
  },
  {
    // Use cases decide and store; how an answer looks is the presenters' and the request the plugins' (decision 010).
    files: ['apps/server/src/services/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '(^|/)(presenters|plugins)/', message: 'Services never import presenters or plugins: move what both need to lib/ or repositories/.' }] },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
    languageOptions: { globals: globals.browser },
    plugins: { 'web-boundaries': webBoundaries },
    rules: { 'web-boundaries/import-direction': 'error' },
  },
]);
