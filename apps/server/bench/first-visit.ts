/**
 * A parent's first visit, as the browser receives it: the production build served by the real server, the
 * JavaScript a public page receives (compressed, with headers, as DevTools counts it), and Lighthouse's
 * mobile profile (simulated slow 4G and a mid-range phone's CPU) for the home page and a course page.
 * Targets (issue "a fast first visit"): <= 150 KiB of JavaScript, performance >= 95, accessibility 100,
 * best practices >= 95.
 */
import * as chromeLauncher from 'chrome-launcher';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { scriptsTransferred } from '../../../e2e/scripts-transferred';
import { freePort } from '../test/support/smtp';
import { startServer } from '../test/support/server-process';

const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const root = fileURLToPath(new URL('../../..', import.meta.url));
/** Runs per page; the median is reported (Lighthouse's scores vary from run to run on the same build). */
const LIGHTHOUSE_RUNS = 3;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** JavaScript a phone downloads for a page, as DevTools counts it (bodies and headers), in a browser of its own. */
export async function javascriptOverTheWire(url: string): Promise<{ bytes: number; files: { name: string; bytes: number }[] }> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true });
    const { bytes, files } = await scriptsTransferred(page, url);
    return { bytes, files: files.map((file) => ({ name: file.name.split('/').pop()!, bytes: file.bytes })) };
  } finally {
    await browser.close();
  }
}

export async function lighthouseScores(url: string) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { categories, audits, runtimeError } = result.lhr;
    // A run that failed (no paint within Lighthouse's time limit on a busy machine) scores 0: say why.
    if (runtimeError) console.log(`Lighthouse could not measure ${url}: ${runtimeError.code} ${runtimeError.message}`);
    const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100);
    const metric = (key: string) => audits[key]?.displayValue ?? '-';
    const failed = Object.values(audits)
      .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative')
      .map((audit) => audit.id);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      metrics: `FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}`,
      failed,
      runtimeError: runtimeError?.code,
    };
  } finally {
    chrome.kill();
  }
}

/**
 * One Lighthouse run; a run whose trace Lighthouse failed to record (NO_NAVSTART, seen in 2 of 16 runs on a busy
 * machine) says nothing about the page and is taken again, so that it does not enter the median as a 0.
 */
async function lighthouseRun(url: string): ReturnType<typeof lighthouseScores> {
  for (let attempt = 1; ; attempt++) {
    const scores = await lighthouseScores(url);
    if (scores.runtimeError !== 'NO_NAVSTART' || attempt === 3) return scores;
  }
}

/** `withLighthouse: false` (`npm run bench:first-visit -- --bytes`) measures only the bytes, in seconds instead of minutes. */
export async function benchFirstVisit({ withLighthouse = true } = {}): Promise<void> {
  console.log('\n== First visit (production build, Chromium, phone) ==');
  const build = spawnSync('npm', ['run', 'build', '-w', '@app/web'], { cwd: root, stdio: 'ignore' });
  if (build.status !== 0) throw new Error('the web build failed');

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'summer-bench-web-'));
  const port = await freePort();
  // The first start seeds the demo: on a busy machine that takes longer than a test's usual minute.
  const server = await startServer({ DATA_DIR: dataDir, PORT: String(port), SEED_DEMO: '1', DATABASE_URL: '' }, 300_000);
  try {
    const courses = (await (await fetch(`${server.url}/api/frontend?itemsPerPage=-1`)).json()) as { data: { id: number }[] };
    const pages = [
      { name: 'home page /', url: `${server.url}/` },
      { name: 'course page /courseregistration/:id', url: `${server.url}/courseregistration/${courses.data[0]!.id}` },
    ];
    for (const page of pages) {
      const javascript = await javascriptOverTheWire(page.url);
      console.log(`${page.name.padEnd(38)} JS transferred (with headers) ${kib(javascript.bytes)} in ${javascript.files.length} files`);
      console.log(`${''.padEnd(38)} ${javascript.files.map((file) => `${file.name} ${kib(file.bytes)}`).join(', ')}`);
      if (!withLighthouse) continue;
      // Lighthouse's own advice on its variability: the median of several runs, not one.
      const runs = [];
      for (let run = 0; run < LIGHTHOUSE_RUNS; run++) runs.push(await lighthouseRun(page.url));
      const scores = runs.sort((a, b) => a.performance - b.performance)[Math.floor(runs.length / 2)]!;
      console.log(
        `${''.padEnd(38)} Lighthouse mobile, median of ${runs.length}: performance ${scores.performance} (runs: ${runs.map((r) => r.performance).join(', ')}), ` +
          `accessibility ${scores.accessibility}, best practices ${scores.bestPractices} (load average ${os.loadavg()[0]!.toFixed(2)})`,
      );
      console.log(`${''.padEnd(38)} ${scores.metrics}${scores.failed.length ? `; below 90: ${scores.failed.join(', ')}` : ''}`);
    }
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

// `npm run bench:first-visit`: this part alone, without the server and booking benchmarks before it.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await benchFirstVisit({ withLighthouse: !process.argv.includes('--bytes') });
}
