import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NotificationsProvider, useNotify, type NotificationType } from './notifications';

const BOOKING = [
  'Anna Rossi ist für Woche 1 (06.07.2026 - 10.07.2026) angemeldet',
  'Anna Rossi ist für Woche 2 (13.07.2026 - 17.07.2026) angemeldet',
  'Luca Rossi ist für Woche 1 (06.07.2026 - 10.07.2026) angemeldet',
  'Luca Rossi steht für Woche 2 (13.07.2026 - 17.07.2026) auf der Warteliste',
];

const notifier: { notify?: ReturnType<typeof useNotify> } = {};
function Capture() {
  const notify = useNotify();
  useEffect(() => {
    notifier.notify = notify;
  }, [notify]);
  return null;
}

function show(type: NotificationType, message: string | readonly string[]) {
  act(() => notifier.notify!(type, message));
}
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const notification = () => document.querySelector('[data-notification]');

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  render(
    <NotificationsProvider>
      <Capture />
    </NotificationsProvider>,
  );
});
afterEach(() => vi.useRealTimers());

describe('notifications', () => {
  it('show every line of a result, keep it until it is closed, and close with Escape', async () => {
    show('warning', BOOKING);
    for (const line of BOOKING) expect(await screen.findByText(line)).toBeTruthy();
    await wait(60_000);
    for (const line of BOOKING) expect(screen.getByText(line)).toBeTruthy();

    fireEvent.keyDown(document, { key: 'Escape' });
    await wait(1_000);
    await waitFor(() => expect(screen.queryByText(BOOKING[0]!)).toBeNull());
  });

  it('keep a success of several lines (line breaks of one text) as well, and close with their button', async () => {
    show('success', '2 Anmeldung(en) als bezahlt gebucht.\n1 Anmeldung(en) auf der Warteliste wurden übergangen.');
    expect(await screen.findByText('2 Anmeldung(en) als bezahlt gebucht.')).toBeTruthy();
    expect(screen.getByText('1 Anmeldung(en) auf der Warteliste wurden übergangen.')).toBeTruthy();
    await wait(30_000);
    fireEvent.click(screen.getByRole('button', { name: 'Schließen' }));
    await wait(1_000);
    await waitFor(() => expect(notification()).toBeNull());
  });

  it('let a one-line success disappear by itself after a few seconds', async () => {
    show('success', 'Gespeichert.');
    expect(await screen.findByText('Gespeichert.')).toBeTruthy();
    await wait(4_000);
    expect(screen.getByText('Gespeichert.')).toBeTruthy();
    await wait(2_000);
    await waitFor(() => expect(screen.queryByText('Gespeichert.')).toBeNull());
  });

  it('are announced once: inside a live region that was there before, without a live role of their own', async () => {
    const polite = document.querySelector('[aria-live="polite"]')!;
    const assertive = document.querySelector('[aria-live="assertive"]')!;
    expect(polite.textContent).toBe('');
    expect(assertive.textContent).toBe('');

    show('success', 'Gespeichert.');
    await screen.findByText('Gespeichert.');
    expect(polite.textContent).toBe('Gespeichert.');
    expect(polite.querySelectorAll('[aria-live], [role="alert"], [role="status"], [title="Gespeichert."]')).toHaveLength(0);

    show('error', 'Die Verbindung ist unterbrochen.');
    await screen.findByText('Die Verbindung ist unterbrochen.');
    expect(assertive.textContent).toBe('Die Verbindung ist unterbrochen.');
    expect(polite.textContent).toBe('');
  });
});
