import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from './App';

const options = [
  { key: 'app_name', value: 'Sommer 2026' },
  { key: 'app_color', value: '#123456' },
  { key: 'app_intro', value: '<p>Anmeldung ab <strong>März</strong>.</p>' },
  { key: 'app_intro_it', value: '<p>Iscrizioni da <strong>marzo</strong>.</p>' },
];

function stubOptions(data: { key: string; value: string }[] = options) {
  const fetchMock = vi.fn(async () => Response.json({ data }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('App', () => {
  beforeEach(() => {
    localStorage.clear();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the name and the intro from the options once they are loaded', async () => {
    const fetchMock = stubOptions();
    render(<App />);

    expect(screen.getByRole('status').textContent).toBe('Wird geladen …');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sommer 2026' })).toBeTruthy();
    expect(document.title).toBe('Sommer 2026');
    expect(screen.getByText(/Anmeldung ab/).textContent).toBe('Anmeldung ab März.');
    expect(screen.getByRole('link', { name: 'API-Dokumentation' }).getAttribute('href')).toBe('/api/docs');
    expect(fetchMock).toHaveBeenCalledWith('/api/options', expect.objectContaining({
      headers: expect.objectContaining({ 'api-lang': 'de' }),
    }));
  });

  it('switches to Italian and remembers the choice', async () => {
    stubOptions();
    const user = userEvent.setup();
    render(<App />);
    await screen.findByRole('heading', { level: 1 });

    await user.click(screen.getByRole('button', { name: 'Italiano' }));

    expect(screen.getByText(/Iscrizioni da/).textContent).toBe('Iscrizioni da marzo.');
    expect(screen.queryByText(/Anmeldung ab/)).toBeNull();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Benvenuti');
    expect(screen.getByRole('group', { name: 'Lingua' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Italiano' }).getAttribute('aria-pressed')).toBe('true');
    expect(document.documentElement.lang).toBe('it');
    expect(localStorage.getItem('lang')).toBe('it');
  });

  it('starts in the remembered language and asks the server in it', async () => {
    localStorage.setItem('lang', 'it');
    const fetchMock = stubOptions();
    render(<App />);

    expect(screen.getByRole('status').textContent).toBe('Caricamento …');
    await screen.findByText(/Iscrizioni da/);
    expect(fetchMock).toHaveBeenCalledWith('/api/options', expect.objectContaining({
      headers: expect.objectContaining({ 'api-lang': 'it' }),
    }));
  });

  it('falls back to the catalogue title when the options cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{}', { status: 500 })));
    render(<App />);

    expect(await screen.findByRole('heading', { level: 1, name: 'Sommerprojektwochen' })).toBeTruthy();
    expect(document.title).toBe('Sommerprojektwochen');
  });
});
