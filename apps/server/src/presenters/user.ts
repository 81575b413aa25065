import type { UserData } from '@app/domain';
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { people } from '../db/schema';
import { readOption } from '../repositories/options';
import type { AuthUser } from '../repositories/users';

type PersonRow = typeof people.$inferSelect;

export function presentOwnPerson(person: PersonRow) {
  return {
    id: person.id,
    display_name: `${person.firstName} ${person.lastName}`,
    first_name: person.firstName,
    last_name: person.lastName,
    tax: person.tax,
    gender: person.gender,
    birth: person.birth,
    address: person.address,
    plz: person.plz,
    place: person.place,
    phone: person.phone,
    email: person.email,
    language: person.lang,
    privacy_agb: person.privacyAgbAt !== null,
    privacy_photo: person.privacyPhotoAcceptAt ? ('yes' as const) : ('no' as const),
    privacy_photo_accept_at: person.privacyPhotoAcceptAt?.toISOString() ?? null,
  };
}

/**
 * A parent must accept the privacy terms again when they never did, or when the privacy document changed
 * after they accepted (option app_privacy_check_date_update).
 */
export function needsPrivacyVerification(person: PersonRow | undefined, checkDate: string): boolean {
  if (!person) return false;
  if (!person.privacyAgbAt) return true;
  const changedAt = checkDate ? new Date(checkDate) : undefined;
  return changedAt !== undefined && !Number.isNaN(changedAt.getTime()) && person.privacyAgbAt < changedAt;
}

export async function presentUserData(db: Executor, user: AuthUser): Promise<UserData> {
  const [person] = user.personId
    ? await db.select().from(people).where(eq(people.id, user.personId)).limit(1)
    : [];
  const checkDate = await readOption(db, 'app_privacy_check_date_update');
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    lang: user.lang,
    roles: user.roles,
    permissions: [...user.permissions].sort(),
    people: person ? presentOwnPerson(person) : null,
    privacy_verification_needed: needsPrivacyVerification(person, checkDate),
  };
}
