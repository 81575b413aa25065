import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { changeLanguage, loadAllTexts } from '../lib/i18n';
import { storeToken } from '../lib/token';

// A screen's first render loads its lazy parts; on a busy 2-core machine (the suite runs files in parallel)
// that takes longer than the library's 1 s for a findBy. What a test waits for still has to appear.
configure({ asyncUtilTimeout: 5000 });

// The app renders once its texts are there (main.tsx, lib/lazy.ts); tests render any screen at once.
await loadAllTexts();

// Every web test ends the same way: the page unmounted, stubs and mocks undone, signed out, back in German.
afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  storeToken(null);
  await changeLanguage('de');
});
