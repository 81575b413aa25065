import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { loadTexts } from './lib/i18n';

// The options, the page's data (route loaders) and the page's code are already on their way: the texts come
// in parallel with them.
void loadTexts().then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
