import type { User, UserData } from '@app/domain';
import type { people } from '../db/schema';
import { needsPrivacyVerification } from '../lib/privacy-check';
import type { IssuedToken } from '../repositories/sessions';
import type { AuthUser } from '../repositories/users';
import type { UserDataRows } from '../services/account/load-user-data';

type PersonRow = typeof people.$inferSelect;

export function presentOwnPerson(person: PersonRow) {
  return {
    id: person.id,
    display_name: `${person.first_name} ${person.last_name}`,
    first_name: person.first_name,
    last_name: person.last_name,
    tax: person.tax,
    gender: person.gender,
    birth: person.birth,
    address: person.address,
    plz: person.plz,
    place: person.place,
    phone: person.phone,
    email: person.email,
    language: person.lang,
    privacy_agb: person.privacy_agb_at !== null,
    privacy_photo: person.privacy_photo_accept_at ? ('yes' as const) : ('no' as const),
    privacy_photo_accept_at: person.privacy_photo_accept_at?.toISOString() ?? null,
  };
}

/** The signed-in account as the web app sees it: its own data only, so nothing to leave out. */
export function presentUserData({ user, person, privacyCheckDate }: UserDataRows): UserData {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    lang: user.lang,
    roles: user.roles,
    permissions: [...user.permissions].sort(),
    people: person ? presentOwnPerson(person) : null,
    privacy_verification_needed: needsPrivacyVerification(person, privacyCheckDate),
  };
}

/** An account in the profile form, the user list and the user form. */
export const presentUser = (user: Pick<AuthUser, 'id' | 'name' | 'email' | 'roles' | 'personId'>): User => ({
  id: user.id,
  name: user.name,
  email: user.email,
  roles: user.roles,
  person_id: user.personId,
});

export const presentToken = (issued: IssuedToken) => ({
  token: issued.token,
  token_type: 'Bearer' as const,
  expires_at: issued.expiresAt.toISOString(),
});
