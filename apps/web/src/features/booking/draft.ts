import type { FamilyChild } from '@app/domain';
import type { BookingValues } from './booking-form';

/**
 * The filled dialog is kept per course in the tab's session storage, so nothing is lost by a refresh of the
 * page, a failed send or a sign-in that expired (the parent signs in again and finds the dialog filled).
 * Sent bookings are removed. Storage may be blocked: the dialog then simply starts empty.
 */
const storageKey = (courseId: number) => `summer-weeks.booking-draft.${courseId}`;

export function saveDraft(courseId: number, values: BookingValues): void {
  try {
    sessionStorage.setItem(storageKey(courseId), JSON.stringify(values));
  } catch {
    // Blocked or full storage: the dialog works on, only without the safety net.
  }
}

export function clearDraft(courseId: number): void {
  try {
    sessionStorage.removeItem(storageKey(courseId));
  } catch {
    // See saveDraft.
  }
}

export function hasDraft(courseId: number): boolean {
  try {
    return sessionStorage.getItem(storageKey(courseId)) !== null;
  } catch {
    return false;
  }
}

/** The kept draft; a child that is not (or no longer) of this family is taken off its line. */
export function loadDraft(courseId: number, children: readonly FamilyChild[]): BookingValues | null {
  let values: BookingValues;
  try {
    const stored = sessionStorage.getItem(storageKey(courseId));
    if (stored === null) return null;
    values = JSON.parse(stored) as BookingValues;
  } catch {
    return null;
  }
  if (!Array.isArray(values?.lines)) return null;
  const family = new Set(children.map((child) => child.id));
  return { ...values, lines: values.lines.map((line) => ({ ...line, child: line.child !== null && family.has(line.child) ? line.child : null })) };
}
