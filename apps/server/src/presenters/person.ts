import type { AdminChildRegistration, AdminPerson, AdminPersonDetail } from '@app/domain';
import type { people } from '../db/schema';
import { registrationHealth, type HealthGate } from '../policies/health-gate';
import type { ChildRegistrationRow } from '../services/children/child-registrations';

type PersonRow = typeof people.$inferSelect;
type ChildRow = { id: number; first_name: string; last_name: string };

/**
 * A registration of a child as the back office lists it: the week, the course and the waiting marker; the
 * health answers of the booking through the gate (decisions.md section 11, decision 020).
 */
export const presentChildRegistration = (health: HealthGate, row: ChildRegistrationRow): AdminChildRegistration => ({
  id: row.id,
  child: { id: row.child.id, display_name: `${row.child.first_name} ${row.child.last_name}` },
  course: { id: row.course.id, name: row.course.name, name_it: row.course.name_it },
  courseWeek: { id: row.week.id, name: row.week.name, name_it: row.week.name_it, from: row.week.from, to: row.week.to },
  day_type: row.day_type,
  is_waiting: row.is_waiting,
  current: row.current,
  ...health.reveal(row.child.id, registrationHealth(row)),
  health_erased_at: row.health_erased_at?.toISOString() ?? null,
});

/** A person (parent) in the back office's list and form; the signature and privacy times stay inside. */
export function presentPerson(person: PersonRow & { hasLogin: boolean; children: readonly ChildRow[] }): AdminPerson {
  return {
    id: person.id,
    first_name: person.first_name,
    last_name: person.last_name,
    display_name: `${person.first_name} ${person.last_name}`,
    address: person.address,
    plz: person.plz,
    place: person.place,
    tax: person.tax,
    gender: person.gender,
    birth: person.birth,
    phone: person.phone,
    email: person.email,
    lang: person.lang,
    privacy_photo: person.privacy_photo_accept_at ? 'yes' : 'no',
    privacy_photo_accept_at: person.privacy_photo_accept_at?.toISOString() ?? null,
    has_login: person.hasLogin,
    childrens: person.children.map((child) => ({
      id: child.id,
      first_name: child.first_name,
      last_name: child.last_name,
      display_name: `${child.first_name} ${child.last_name}`,
    })),
    childrens_length: person.children.length,
  };
}

/**
 * The person's show page: the person, its children's registrations (current and history) and the signature of
 * the privacy consent (the image is a private file: only staff who may view people read it).
 */
export const presentPersonDetail = (
  health: HealthGate,
  person: Parameters<typeof presentPerson>[0] & { registrations: readonly ChildRegistrationRow[] },
): AdminPersonDetail => ({
  ...presentPerson(person),
  registrations: person.registrations.map((row) => presentChildRegistration(health, row)),
  signature_file_id: person.signature_file_id,
  typed_signature: person.typed_signature,
});
