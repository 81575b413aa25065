import { localName, type BookingPayload, type DayType, type Language } from '@app/domain';
import type { children, courses, courseWeeks } from '../../db/schema';
import type { MessageRef } from '../../lib/errors';
import type { GroupJob } from '../../lib/group-commit';
import type { MailSettings } from '../../mail/settings';
import type { Actor } from '../../policies/actor';
import type { Recipient, RenderedSections } from './registration-email';

export type CourseRow = typeof courses.$inferSelect;
export type WeekRow = typeof courseWeeks.$inferSelect;
export type ChildRow = typeof children.$inferSelect;

export type FieldErrors = Record<string, MessageRef>;

export interface BookingRequest {
  actor: Actor;
  now: Date;
  /** The request's language: the answer's sentences and the error messages. */
  lang: Language;
  timeZone: string;
  courseId: number;
  /** The Idempotency-Key header, when the client sent one. */
  idempotencyKey: string | null;
  booking: BookingPayload;
  /**
   * 'office' (POST /api/send-registration/{id}/admin): staff book any child for its family, also while the
   * window is closed or the course inactive, never beyond capacity; the family's person and privacy checks
   * and the yearly data update do not apply, and the e-mails go to each child's first parent.
   */
  by?: 'family' | 'office';
}

/** One child in one week, as the request asks it. */
export interface Line {
  lineIndex: number;
  weekIndex: number;
  child: ChildRow;
  week: WeekRow;
  dayType: DayType;
  props: BookingPayload['bookedChildren'][number]['props'];
}

/** The Idempotency-Key and the hash of the request it is sent with. */
export interface Idempotency {
  key: string;
  requestHash: string;
}

/** What the booking needs that holds no lock: read and checked before the transaction (issue 12). */
export interface Prepared {
  course: CourseRow;
  lines: Line[];
  childIds: number[];
  /** Registration ids taken from the sequence beforehand, one per line, so the e-mails can be rendered before the lock. */
  ids: number[];
  /** The booking's id, taken the same way: its payment reference is in the e-mails. */
  bookingId: number;
  /**
   * One e-mail per family (a child without a parent to write to gets none): its lines (indexes into `lines`) and
   * the course texts rendered beforehand.
   */
  emails: { recipient: Recipient; indexes: number[]; sections: RenderedSections }[];
  /** The signature, the payee and the link the e-mails carry. */
  mail: MailSettings;
}

/** A booking ready to be decided: everything but what needs the week's lock is read, checked and rendered. */
export interface BookingJob extends GroupJob {
  input: BookingRequest;
  prepared: Prepared;
  idempotency: Idempotency | null;
}

export const weekName = (week: Pick<WeekRow, 'name' | 'name_it'>, lang: Language) => localName({ name: week.name, name_it: week.name_it }, lang);
export const childFullName = (child: Pick<ChildRow, 'first_name' | 'last_name'>) => `${child.first_name} ${child.last_name}`;

/** The rows of a raw statement (`execute` answers the driver's result, not drizzle's rows). */
export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
