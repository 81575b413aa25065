/**
 * The booking's public module. The course page wires it in a few lines:
 *   const booking = useBookingParam();
 *   <Button onClick={booking.openBooking}>...</Button>
 *   <BookingDialog course={course} serverTimeOffsetMs={offset} open={booking.open} onClose={booking.closeBooking} />
 */
export { BookingDialog } from './BookingDialog';
export { useBookingParam } from './use-booking-param';
export type { BookableCourse, BookableWeek } from './types';
