import type { Language } from '@app/domain';
import type { Database } from '../../db/client';
import type { Actor } from '../../policies/actor';
import { cancelRegistration } from '../family/cancel-registration';

/**
 * Staff delete a registration (DELETE /api/peopleCourseWeekRegistration/{id}, decisions.md section 3): the
 * family's cancellation (soft delete, counters, email_deleted, promotion of the oldest waiting with
 * email_waiting, all under the week's lock), for any registration and whatever the week's state.
 */
export function deleteRegistration(db: Database, input: { actor: Actor; now: Date; timeZone: string; lang: Language; id: number }) {
  return cancelRegistration(db, { ...input, by: 'office' });
}
