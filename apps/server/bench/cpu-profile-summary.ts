/**
 * Where a server process spent its CPU (issue 24, part 4): reads the `.cpuprofile` files `node --cpu-prof`
 * wrote (the rush bench with PROFILE_DIR=...) and prints the self time by area (our code, each library,
 * node's own, idle and GC) and the 25 hottest functions. `npx tsx bench/cpu-profile-summary.ts <dir or file>
 * [<from> <to>]`: with a window (microseconds of the monotonic clock, as the rush bench prints it for the rush's
 * seconds) only the samples taken within it count, so the opening second is not drowned by start-up and pages.
 */
import fs from 'node:fs';
import path from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  startTime: number;
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** The area a function belongs to: a package under node_modules, a folder of ours, or node itself. */
function areaOf(url: string, name: string): string {
  if (name === '(idle)' || name === '(program)' || name === '(garbage collector)') return name;
  if (!url) return '(native)';
  const modules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (modules) return modules[1]!;
  const ours = /apps\/server\/src\/([^/]+)/.exec(url);
  if (ours) return `src/${ours[1]}`;
  if (url.startsWith('node:')) return url.split('/')[0]!;
  if (/packages\/domain/.test(url)) return '@app/domain';
  return path.basename(url);
}

const [target, from, to] = process.argv.slice(2);
if (!target) throw new Error('usage: cpu-profile-summary <dir|file.cpuprofile> [<from µs> <to µs>]');
const window = from && to ? { from: Number(from), to: Number(to) } : { from: -Infinity, to: Infinity };
const files = fs.statSync(target).isDirectory()
  ? fs.readdirSync(target).filter((name) => name.endsWith('.cpuprofile')).map((name) => path.join(target, name))
  : [target];

const byArea = new Map<string, number>();
const byFunction = new Map<string, number>();
let total = 0;
for (const file of files) {
  const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as Profile;
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  let at = profile.startTime;
  profile.samples.forEach((id, index) => {
    const micros = profile.timeDeltas[index] ?? 0;
    at += micros;
    if (at < window.from || at > window.to) return;
    const { callFrame } = nodes.get(id)!;
    const area = areaOf(callFrame.url, callFrame.functionName);
    byArea.set(area, (byArea.get(area) ?? 0) + micros);
    const fn = `${callFrame.functionName || '(anonymous)'} ${callFrame.url ? `${path.basename(callFrame.url)}:${callFrame.lineNumber + 1}` : ''}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + micros);
    total += micros;
  });
}
const busy = total - (byArea.get('(idle)') ?? 0);
const line = (label: string, micros: number) =>
  `${label.padEnd(60)} ${(micros / 1000).toFixed(0).padStart(7)} ms  ${((100 * micros) / busy).toFixed(1).padStart(5)} % of busy`;
console.log(`${files.length} profile(s), ${(total / 1e6).toFixed(1)} s sampled, ${(busy / 1e6).toFixed(1)} s busy\n\nby area:`);
for (const [area, micros] of [...byArea].filter(([area]) => area !== '(idle)').sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(line(area, micros));
console.log('\nhottest functions (self time):');
for (const [fn, micros] of [...byFunction].filter(([fn]) => !fn.startsWith('(idle)')).sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(line(fn.slice(0, 60), micros));
