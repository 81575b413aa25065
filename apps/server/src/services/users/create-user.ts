import type { userCreateSchema } from '@app/domain';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { transaction, type Database } from '../../db/client';
import { users } from '../../db/schema';
import { invalid } from '../../lib/errors';
import { generatePassword, hashPassword } from '../../lib/passwords';
import { isUniqueViolation } from '../../lib/postgres';
import type { Actor } from '../../policies/actor';
import { isFamilyAddress } from '../../repositories/people';
import { loadAuthUser, type AuthUser } from '../../repositories/users';
import { replaceUserRoles } from './user-roles';

/**
 * The user management creates an account with its roles. Without a typed password one is generated and
 * returned to be shown once; only its hash is stored. It never makes a family's login: the office would know
 * its password, and a person's address is the office's to type (decision 017). An address of a person the office
 * keeps is refused on the field; the family signs up with it and joins its data through the link it gets there.
 */
export async function createUser(
  db: Database,
  input: { actor: Actor; now: Date; values: z.output<typeof userCreateSchema> },
): Promise<{ user: AuthUser; generatedPassword: string | undefined }> {
  const { values, now } = input;
  const generatedPassword = values.password ? undefined : generatePassword();
  const passwordHash = await hashPassword(values.password || generatedPassword!);
  try {
    const userId = await transaction(db, async (tx) => {
      const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, values.email)).limit(1);
      if (taken) throw invalid({ email: 'email_taken' });
      if (await isFamilyAddress(tx, values.email)) throw invalid({ email: { key: 'users.email_of_family' } });
      const [created] = await tx
        .insert(users)
        .values({ name: values.name, email: values.email, password_hash: passwordHash, created_at: now, updated_at: now })
        .returning({ id: users.id });
      await replaceUserRoles(tx, input.actor, created!.id, values.roles);
      return created!.id;
    });
    return { user: (await loadAuthUser(db, userId))!, generatedPassword };
  } catch (error) {
    // Two accounts created with the same address at the same moment: the unique index decides.
    if (isUniqueViolation(error, 'users_email_unique')) throw invalid({ email: 'email_taken' });
    throw error;
  }
}
