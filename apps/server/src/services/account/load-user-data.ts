import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { people } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { readOption } from '../../repositories/options';
import { loadAuthUser, type AuthUser } from '../../repositories/users';

export interface UserDataRows {
  user: AuthUser;
  /** The parent's own person record; none for staff accounts. */
  person: typeof people.$inferSelect | undefined;
  /** Option app_privacy_check_date_update: consents given before it must be renewed. */
  privacyCheckDate: string;
}

/** What the web app learns about the signed-in account (GET /userdata and the answers that repeat it). */
export async function loadUserData(db: Database, input: { userId: number }): Promise<UserDataRows> {
  const user = await loadAuthUser(db, input.userId);
  if (!user) throw notFound();
  const [person] = user.personId ? await db.select().from(people).where(eq(people.id, user.personId)).limit(1) : [];
  const privacyCheckDate = await readOption(db, 'app_privacy_check_date_update');
  return { user, person, privacyCheckDate };
}
