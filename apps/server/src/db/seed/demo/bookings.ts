import { registrationPrice } from '@app/domain';
import type { registrations } from '../../schema';
import { addDays, type DemoCalendar } from './calendar';
import type { DemoCourse, DemoWeek } from './catalogue';
import type { DemoChild } from './families';

type RegistrationRow = typeof registrations.$inferInsert;

export interface DemoRegistration {
  row: Omit<RegistrationRow, 'child_id' | 'course_week_id' | 'booking_id'>;
  childTax: string;
  course: DemoCourse;
  week: DemoWeek;
}

const HOUR_MS = 3_600_000;

/** Fixed-seed generator: the demo looks the same at every start, which makes screenshots and docs stable. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const T_SHIRT_SIZES = ['116', '128', '140', '152', '164', 'S'];
const INSTRUMENTS = { de: ['Gitarre', 'Blockflöte', 'Klavier'], it: ['chitarra', 'flauto dolce', 'pianoforte'] };

/**
 * Turns the booking plan of every week into registrations of the demo children. Children take turns, and a
 * child is never booked twice in the same calendar week, as the booking rules require. Within a week the
 * confirmed registrations are the oldest and the waiting ones came later, as if they had queued.
 */
export function demoRegistrations(calendar: DemoCalendar, courses: DemoCourse[], children: DemoChild[]): DemoRegistration[] {
  const next = random(2024);
  const busy = new Set<string>();
  let turn = 0;
  const pickChild = (monday: string): DemoChild => {
    for (let tried = 0; tried < children.length; tried++) {
      const child = children[(turn + tried) % children.length]!;
      if (busy.has(`${child.row.tax}:${monday}`)) continue;
      busy.add(`${child.row.tax}:${monday}`);
      turn += tried + 1;
      return child;
    }
    throw new Error(`The demo has too few children for the week of ${monday}`);
  };
  const hoursAgo = (hours: number) => new Date(calendar.now.getTime() - hours * HOUR_MS);
  const commented = new Set<string>();
  const result: DemoRegistration[] = [];

  for (const course of courses) {
    for (const week of course.weeks) {
      const { confirmed, waiting = 0, paid = 0, partlyPaid = 0, cancelled = 0 } = week.bookings;
      const count = confirmed + waiting + cancelled;
      // Within the 28 days since registration opened, oldest first.
      const times = Array.from({ length: count }, () => hoursAgo(6 + next() * 27 * 24)).sort((a, b) => a.getTime() - b.getTime());
      for (let i = 0; i < count; i++) {
        const child = pickChild(week.row.from);
        const createdAt = times[i]!;
        const isWaiting = i >= confirmed && i < confirmed + waiting;
        const isCancelled = i >= confirmed + waiting;
        const dayType = !week.row.full_day || (week.row.half_day && i % 3 === 1) ? 'half_day' : 'full_day';
        const price = registrationPrice({ price: week.row.price ?? null, price_half_day: week.row.price_half_day ?? null }, dayType);
        const payedAmount = i < paid ? price : i < paid + partlyPaid ? 50 : null;
        const transferArrives = addDays(createdAt.toISOString().slice(0, 10), 3);
        const payedAt = payedAmount === null ? null : transferArrives < calendar.today ? transferArrives : calendar.today;
        const firstOfChild = !commented.has(child.row.tax);
        commented.add(child.row.tax);
        result.push({
          childTax: child.row.tax,
          course,
          week,
          row: {
            day_type: dayType,
            is_waiting: isWaiting,
            emergency_contact1_phone: child.parentPhones[0]!,
            emergency_contact2_phone: child.parentPhones[1] ?? null,
            custom_field: course.row.custom_field ? T_SHIRT_SIZES[Math.min(child.age - 6, T_SHIRT_SIZES.length - 1)] : null,
            custom_field_2: course.row.custom_field_2 && i % 2 === 0 ? INSTRUMENTS[child.row.lang ?? 'de'][i % 3] : null,
            leave_alone: !course.row.disable_leave_alone && child.age >= 10,
            swimming_help: !course.row.disable_swimming_help && child.age <= 7,
            allergies: child.allergies ?? null,
            medicaments: child.medicaments ?? null,
            comment_user: firstOfChild ? (child.comment ?? null) : null,
            comment_internal: payedAmount !== null && payedAmount < price ? 'Anzahlung 50 € erhalten, Rest bei Kursbeginn.' : null,
            payed_amount: payedAmount,
            payed_at: payedAt,
            created_at: createdAt,
            updated_at: createdAt,
            deleted_at: isCancelled ? new Date(Math.min(createdAt.getTime() + 50 * HOUR_MS, calendar.now.getTime() - HOUR_MS)) : null,
          },
        });
      }
    }
  }
  return result;
}
