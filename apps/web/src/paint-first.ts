/*
 * The first script of a page the server rendered (entry-server.tsx writes it in place of the app's script,
 * decision 015). The page is readable without its code, and 140 KiB of code would share a slow line with the
 * page's pictures: the course page's picture would be painted only after the code had arrived. So the first
 * screen comes first — the page's picture where it has one on the screen (`elementtiming`), else its first
 * paint — and then the code is asked for, all files at once, and run in two tasks (the libraries, then the
 * app) instead of one long one.
 *
 * No imports: this file must stay small and must not pull a shared chunk with it.
 */

/** A picture that does not come (a dead link, a very slow line, a tab in the background) holds the code back no longer. */
const WAIT_LIMIT_MS = 3000;

const script = document.querySelector<HTMLScriptElement>('script[data-code]');
// The app's files in the order they run: the libraries' files first, the app's entry last.
const code = script?.dataset.code?.split(' ') ?? [];

/** A picture outside the screen (a page reloaded further down) is not painted: nothing to wait for. */
function onScreen(image: HTMLImageElement): boolean {
  const { top, bottom } = image.getBoundingClientRect();
  return bottom > 0 && top < window.innerHeight;
}

/**
 * When the browser reports the paint (Element Timing for the picture, Paint Timing for the page); where it
 * cannot, once the picture has loaded (the page is parsed when this script runs) and a frame has painted it.
 */
function painted(picture: HTMLImageElement | null): Promise<void> {
  const type = picture ? 'element' : 'paint';
  return new Promise((resolve) => {
    let observer: PerformanceObserver | undefined;
    const done = () => {
      clearTimeout(limit);
      observer?.disconnect();
      resolve();
    };
    const limit = setTimeout(done, WAIT_LIMIT_MS);
    picture?.addEventListener('error', done);
    if (typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes(type)) {
      observer = new PerformanceObserver((list) => {
        if (list.getEntries().some((entry) => picture || entry.name === 'first-contentful-paint')) done();
      });
      observer.observe({ type, buffered: true });
    } else {
      const afterLoad = () => requestAnimationFrame(() => setTimeout(done));
      if (!picture || picture.complete) afterLoad();
      else picture.addEventListener('load', afterLoad);
    }
  });
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve));

async function start(): Promise<void> {
  const picture = document.querySelector<HTMLImageElement>('img[elementtiming]');
  await painted(picture && onScreen(picture) ? picture : null);
  for (const href of code) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  for (const href of code.slice(0, -1)) await import(/* @vite-ignore */ href);
  await nextTask();
  await import(/* @vite-ignore */ code.at(-1)!);
}

void start();
