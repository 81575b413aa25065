import { useEffect, useState } from 'react';

/**
 * The time left to the opening by the server's clock (decisions.md section 9): `serverTimeOffsetMs` is the
 * server's time minus the phone's when the course was loaded, so a phone whose clock is off still unlocks
 * sending at the server's opening minute.
 */
export function msUntil(opensAt: string | null, serverTimeOffsetMs: number, now = Date.now()): number {
  return opensAt === null ? 0 : Date.parse(opensAt) - (now + serverTimeOffsetMs);
}

/** The milliseconds left to `opensAt`, counting down every second; 0 once it is reached. */
export function useCountdown(opensAt: string | null, serverTimeOffsetMs: number): number {
  const [left, setLeft] = useState(() => Math.max(0, msUntil(opensAt, serverTimeOffsetMs)));
  useEffect(() => {
    const tick = () => setLeft(Math.max(0, msUntil(opensAt, serverTimeOffsetMs)));
    tick();
    if (msUntil(opensAt, serverTimeOffsetMs) <= 0) return;
    const timer = setInterval(() => {
      tick();
      if (msUntil(opensAt, serverTimeOffsetMs) <= 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [opensAt, serverTimeOffsetMs]);
  return left;
}

const two = (value: number) => String(value).padStart(2, '0');

/** "03:04:05" (hours, minutes, seconds) or "04:05" under an hour; whole days are given apart. */
export function timeLeft(ms: number): { days: number; clock: string } {
  const seconds = Math.ceil(ms / 1000);
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const clock = `${hours > 0 || days > 0 ? `${two(hours)}:` : ''}${two(minutes)}:${two(seconds % 60)}`;
  return { days, clock };
}
