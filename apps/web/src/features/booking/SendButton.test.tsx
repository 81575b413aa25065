import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SendButton } from './SendButton';

const NOW = new Date('2030-03-01T06:59:57.000Z');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

const send = () => screen.getByRole('button');

describe('send button before the opening', () => {
  it('shows the time left and unlocks at the opening minute by the server clock', () => {
    const onSend = vi.fn();
    // The phone's clock is 60 s behind the server's: the server says 07:00:57, opening is at 07:01:00.
    render(<SendButton booking={{ possible: false, reason: 'Anmeldung ab 01.03.2030 08:01', opens_at: '2030-03-01T07:01:00.000Z' }} serverTimeOffsetMs={60_000} busy={false} onSend={onSend} />);
    expect(send().textContent).toBe('Öffnet in 00:03');
    expect((send() as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('Sie können schon alles ausfüllen; Senden geht ab 01.03.2030 08:01.');

    act(() => vi.advanceTimersByTime(2000));
    expect(send().textContent).toBe('Öffnet in 00:01');
    expect((send() as HTMLButtonElement).disabled).toBe(true);

    act(() => vi.advanceTimersByTime(1000));
    expect(send().textContent).toBe('Verbindlich anmelden');
    expect((send() as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByRole('status')).toBeNull();
    send().click();
    expect(onSend).toHaveBeenCalledOnce();
  });

  it('counts days apart and stays locked with the reason when registration is closed', () => {
    const { rerender } = render(
      <SendButton booking={{ possible: false, reason: null, opens_at: '2030-03-03T08:00:00.000Z' }} serverTimeOffsetMs={0} busy={false} onSend={() => {}} />,
    );
    expect(send().textContent).toBe('Öffnet in 2 T. 01:00:03');
    rerender(<SendButton booking={{ possible: false, reason: 'Anmeldung geschlossen', opens_at: null }} serverTimeOffsetMs={0} busy={false} onSend={() => {}} />);
    expect((send() as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('Anmeldung geschlossen');
  });

  it('says that a season draws the places and links its wish list (issue 37)', () => {
    const reason = 'Die Plätze dieses Sommers werden unter den Wunschlisten verlost; freie Plätze gibt es ab 01.04.2030 08:00.';
    render(
      <MemoryRouter>
        <SendButton booking={{ possible: false, reason, reason_code: 'wish_phase', opens_at: '2030-04-01T06:00:00.000Z', season_id: 4 }} serverTimeOffsetMs={0} busy={false} onSend={() => {}} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('status').textContent).toContain(reason);
    expect(screen.getByRole('link', { name: 'Zur Wunschliste' }).getAttribute('href')).toBe('/my-family/wishes/4');
  });
});
