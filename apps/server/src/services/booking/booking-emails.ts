import type { OutgoingEmail } from '../../mail/outbox';
import type { BookingJob, ChildRow, CourseRow, Line, Prepared } from './booking-job';
import type { Placed } from './place-batch';
import {
  byRecipient,
  renderFamilyEmail,
  renderSections,
  transfersOf,
  type FamilyEmailLine,
  type LineKind,
  type Recipient,
  type RenderedSections,
} from './registration-email';

/**
 * One e-mail per family (office bookings may be for several), telling every line with the place it gets; the
 * course texts of the two plain outcomes (every line with a place, every line waiting) are rendered before the
 * transaction, so that under the lock the e-mail is only put together.
 */
export function renderBookingEmails(
  booking: Pick<Prepared, 'course' | 'lines' | 'ids' | 'bookingId'>,
  recipientOf: (child: ChildRow) => Recipient | null,
): Prepared['emails'] {
  const { course, lines, ids, bookingId } = booking;
  return byRecipient(lines.map((line, index) => ({ index, recipient: recipientOf(line.child) }))).map(({ recipient, rows }) => {
    const sections: RenderedSections = new Map();
    const asBooked = (kind: LineKind) => rows.map(({ index }) => emailLine(course, lines[index]!, ids[index]!, bookingId, kind, null));
    renderSections(sections, 'new', asBooked('new'), recipient);
    renderSections(sections, 'new-waiting', asBooked('new-waiting'), recipient);
    return { recipient, indexes: rows.map((row) => row.index), sections };
  });
}

/** The booking's e-mail to one family, put together under the lock from what was rendered before it. */
export function bookedEmail(job: BookingJob, email: Prepared['emails'][number], placed: readonly Placed<Line>[]): OutgoingEmail {
  const { course, lines, ids, bookingId, mail } = job.prepared;
  const mailLines = email.indexes.map((index) =>
    emailLine(course, lines[index]!, ids[index]!, bookingId, placed[index]!.isWaiting ? 'new-waiting' : 'new', placed[index]!.waitingPosition),
  );
  return renderFamilyEmail({ recipient: email.recipient, lines: mailLines, transfers: transfersOf(mailLines), mail }, email.sections);
}

/** A line as the family's e-mail tells it, once it is known whether it has a place. */
function emailLine(course: CourseRow, line: Line, id: number, bookingId: number, kind: LineKind, waitingPosition: number | null): FamilyEmailLine {
  return {
    kind,
    course,
    week: line.week,
    child: line.child,
    registration: { id, booking_id: bookingId, day_type: line.dayType, payed_amount: null, payed_at: null, is_waiting: kind === 'new-waiting' },
    waitingPosition,
  };
}
