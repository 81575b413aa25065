#!/usr/bin/env node
/**
 * Checks a season's published draw (issue 37 part 7) from its two audit files, with nothing of the application
 * but the domain's pure `drawSeason`:
 *
 *   node scripts/verify-draw.mjs input.json result.json
 *
 * input.json is `{"seed":…,"weeks":[…],"children":[…]}` and result.json the canonical result, both as the
 * season's audit page offers them. It recomputes the draw from the input and its seed and compares the digest of
 * its result with the published file's; it prints the input's and the result's SHA-256 to compare with the
 * digests on the audit page. Exit code 0 when the result is reproduced, 1 when not, 2 on wrong use.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { register } from 'tsx/esm/api';

const [inputPath, resultPath] = process.argv.slice(2);
if (!inputPath || !resultPath) {
  console.error('usage: node scripts/verify-draw.mjs input.json result.json');
  process.exit(2);
}

// The domain is TypeScript: tsx compiles the one module imported.
register();
const { drawSeason } = await import('../packages/domain/src/draw/index.ts');

const sha256 = (text) => createHash('sha256').update(text, 'utf8').digest('hex');
const { seed, ...input } = JSON.parse(readFileSync(inputPath, 'utf8'));
const published = readFileSync(resultPath, 'utf8');

const result = drawSeason({ seed, ...input });

console.log(`seed:          ${seed}`);
// The file holds the input in its canonical form (weeks, then children): its text without the seed is what the digest covers.
console.log(`input digest:  ${sha256(JSON.stringify(input))}`);
console.log(`result digest: ${sha256(published)} (published file)`);
console.log(`result digest: ${result.digest} (recomputed)`);
if (result.digest !== sha256(published)) {
  console.error('NOT REPRODUCED: the draw on this input and seed gives another result than the published one.');
  process.exit(1);
}
console.log(`reproduced: ${result.grants.length} places and ${result.waiting.length} waiting lists, as published.`);
