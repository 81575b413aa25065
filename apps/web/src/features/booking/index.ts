/**
 * The booking's public module. The course page wires it in a few lines:
 *   const booking = useBookingParam();
 *   <Button onClick={booking.openBooking}>...</Button>
 *   <BookingDialog course={course} serverTimeOffsetMs={offset} open={booking.open} onClose={booking.closeBooking} />
 */
import { lazyDialog } from '../../lib/lazy-dialog';

// The dialog brings the forms, their validation and the family's child dialog: loaded when first opened.
export const BookingDialog = lazyDialog(async () => ({ default: (await import('./BookingDialog')).BookingDialog }));
export { useBookingParam } from './use-booking-param';
export type { BookableCourse, BookableWeek } from './types';

