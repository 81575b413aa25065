import { bookingReference, localName, type Language, type Refund } from '@app/domain';
import type { OpenRefundRow } from '../services/refunds/list-open-refunds';

/**
 * A refund of the office's to-do: the booking's reference, the amount, the weeks given up or the transfer that
 * paid too much, and whom to ask.
 */
export function presentRefund({ refund, line, weeks }: OpenRefundRow, lang: Language): Refund {
  return {
    id: refund.id,
    reference: bookingReference(refund.booking_id),
    amount: refund.amount,
    weeks: weeks.map(({ course, week }) => ({ course: localName(course, lang), week: localName(week, lang), from: week.from, to: week.to })),
    contact_phone: refund.contact_phone,
    contact_email: refund.contact_email,
    overpayment: line === null ? null : { booked_on: line.booked_on, amount: line.amount, payer: line.payer },
    created_at: refund.created_at.toISOString(),
  };
}
