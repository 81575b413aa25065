import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/App';
import { loadPublicPage } from './app/router';
import { prefetchPageData } from './features/public-courses/prefetch';
import { installClientErrorReporting } from './lib/client-errors';
import { hydrateServerPage } from './lib/hydrated';
import { changeLanguage, loadTexts, provideTexts, startLanguage } from './lib/i18n';
import { initialLanguage, storedLanguage } from './lib/language';
import { optionsQuery } from './lib/options';
import { createQueryClient } from './lib/query-client';
import { readPageState } from './page-state';

// Before the first render, so that a failure of it is reported too.
installClientErrorReporting();
// Setting up the libraries and the app's modules is one task; the page is taken over or rendered in the next,
// so that a phone does not spend one long task on both and can answer a tap in between (decision 015).
setTimeout(start);

function start() {
  const client = createQueryClient();
  const app = (
    <StrictMode>
      <App client={client} Router={BrowserRouter} />
    </StrictMode>
  );
  const container = document.getElementById('root')!;
  // A public page the server rendered (decision 016) comes with its language, texts and data: the phone takes
  // over the page it shows, without asking for any of it again.
  const rendered = readPageState();

  if (rendered) {
    hydrateServerPage();
    startLanguage(rendered.language);
    provideTexts(rendered.language, 'first', rendered.texts);
    // Received when the document began to arrive: the course page reads the server's clock from it.
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    const receivedAt = navigation ? Math.round(performance.timeOrigin + navigation.responseStart) : Date.now();
    for (const [key, data] of rendered.queries) client.setQueryData(key, data, { updatedAt: receivedAt });
    // Once the page's own code is there: a part still missing would be rendered anew when anything changes
    // (the session being read) instead of taken over. As a transition, like the first render below: the phone
    // hydrates in slices and stays responsive.
    const hydrate = () => startTransition(() => void hydrateRoot(container, app));
    loadPublicPage(window.location.pathname).then(hydrate, hydrate);
    // A language chosen on this phone before the server could know it (no cookie yet) is taken up again. In a
    // task of its own: the phone's first read of its storage waits for the browser, up to 15 ms while the page
    // loads, and on a phone that made this task one long enough to delay a tap (decision 015).
    setTimeout(() => {
      const stored = storedLanguage();
      if (stored && stored !== rendered.language) void changeLanguage(stored);
    });
  } else {
    startLanguage(initialLanguage());
    // The options, the page's data and the page's code are asked for at once: the texts come in parallel with them.
    void client.prefetchQuery(optionsQuery);
    prefetchPageData(client, window.location);
    // The first render is a transition: React renders in slices and lets the phone handle a tap in between,
    // instead of one long task (decision 015).
    void loadTexts().then(() => startTransition(() => createRoot(container).render(app)));
  }
}
