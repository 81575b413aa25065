import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { loadTexts } from './lib/i18n';

// The options, the page's data (route loaders) and the page's code are already on their way: the texts come
// in parallel with them.
// The first render is a transition: React renders in slices and lets the phone handle a tap in between, instead
// of one long task (decision 015).
void loadTexts().then(() => {
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
});
