import type { Page } from 'playwright-core';

/**
 * The JavaScript a first visit of `url` receives, as Chrome DevTools counts it ("transferred"): every script
 * response's `encodedDataLength`, its compressed body with its headers, until the network is idle. The end-to-end
 * budget (tests/performance.spec.ts) and `npm run bench:first-visit` both count this way (issue 34).
 */
export async function scriptsTransferred(page: Page, url: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const scripts = new Map<string, string>();
  const files: { name: string; bytes: number }[] = [];
  cdp.on('Network.responseReceived', (event) => {
    if (event.type === 'Script') scripts.set(event.requestId, new URL(event.response.url).pathname);
  });
  cdp.on('Network.loadingFinished', (event) => {
    const name = scripts.get(event.requestId);
    if (name) files.push({ name, bytes: event.encodedDataLength });
  });
  const response = await page.goto(url, { waitUntil: 'networkidle' });
  await cdp.detach();
  files.sort((a, b) => b.bytes - a.bytes);
  return { response, bytes: files.reduce((sum, file) => sum + file.bytes, 0), files };
}
