import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { changeLanguage, loadAllTexts } from '../lib/i18n';
import { storeToken } from '../lib/token';

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
