import type { BookingCourse, BookingWeek, WeekState } from '@app/domain';

/**
 * What the booking dialog reads of the public course answer (GET /api/frontend/{id}, decisions.md sections 1
 * and 9). The course page passes its course as it is; these are the fields the dialog uses.
 */
export interface BookableWeek extends BookingWeek {
  state: WeekState;
  /** Places and waiting list used up; overrides the state. */
  full: boolean;
  free_places: number;
  /** Waiting places still free. */
  waiting_free_places: number;
  /** Full-day and half-day price (null when the day type is not offered). */
  price: number | string | null;
  price_half_day: number | string | null;
}

export interface BookableCourse extends BookingCourse {
  id: number;
  name: string;
  name_it: string | null;
  label_full_day_de: string | null;
  label_full_day_it: string | null;
  label_half_day_de: string | null;
  label_half_day_it: string | null;
  disable_leave_alone: boolean;
  disable_swimming_help: boolean;
  courseWeeks: readonly BookableWeek[];
  /**
   * Whether sending is possible now, why not, and when the registration opens (ISO instant); with the reason
   * `wish_phase`, the season whose wish list a family fills in instead (issue 37).
   */
  booking: { possible: boolean; reason: string | null; opens_at: string | null; reason_code?: string | null; season_id?: number | null };
}
