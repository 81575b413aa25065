import type { people } from '../db/schema';

/**
 * A parent must accept the privacy terms again when they never did, or when the privacy document changed
 * after they accepted (option app_privacy_check_date_update): booking refuses them until then, and the
 * account's data tell the web app to ask.
 */
export function needsPrivacyVerification(person: Pick<typeof people.$inferSelect, 'privacy_agb_at'> | undefined, checkDate: string): boolean {
  if (!person) return false;
  if (!person.privacy_agb_at) return true;
  const changedAt = checkDate ? new Date(checkDate) : undefined;
  return changedAt !== undefined && !Number.isNaN(changedAt.getTime()) && person.privacy_agb_at < changedAt;
}
