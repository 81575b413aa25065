import type { HealthAccessAction } from '@app/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { healthAccessLog } from '../db/schema';
import type { Actor } from '../policies/actor';
import { canSeeHealthData } from '../policies/child';

/**
 * Records that the actor received (or wrote) the health data of these children, or gave a parent (`personId`)
 * access to it or took it away (decision 020). Only an actor
 * who holds child.health gets health data of children who are not their own, so anyone else leaves no entry;
 * the family pages never call this (a family's own data is not logged). One INSERT for all the children, so a
 * course page or an export of thousands of children costs one statement; a change passes its transaction. The
 * ids travel as one text parameter: a VALUES list of 4 parameters a row would pass PostgreSQL's limit of 65,535
 * parameters at about 16,000 children.
 */
export async function logHealthAccess(
  db: Executor,
  input: { actor: Actor; now: Date; action: HealthAccessAction; childIds: Iterable<number>; personId?: number },
): Promise<void> {
  if (!canSeeHealthData(input.actor)) return;
  await insertEntries(db, { ...input, userId: input.actor.id });
}

/**
 * An account joined the office's family through an address link (decision 017): from then on it sees these
 * children's health answers, as a parent linked by staff would, so the log names the account and the family's
 * person with `parent_linked` although no staff member acted.
 */
export async function logFamilyJoin(db: Executor, input: { userId: number; personId: number; childIds: Iterable<number>; now: Date }): Promise<void> {
  await insertEntries(db, { ...input, action: 'parent_linked' });
}

async function insertEntries(
  db: Executor,
  input: { userId: number; now: Date; action: HealthAccessAction; childIds: Iterable<number>; personId?: number },
): Promise<void> {
  const childIds = [...new Set(input.childIds)];
  if (childIds.length === 0) return;
  const column = (name: string) => sql.identifier(name);
  await db.execute(sql`
    INSERT INTO ${healthAccessLog} (${column(healthAccessLog.user_id.name)}, ${column(healthAccessLog.child_id.name)}, ${column(healthAccessLog.action.name)}, ${column(healthAccessLog.person_id.name)}, ${column(healthAccessLog.at.name)})
    SELECT ${input.userId}, child_id, ${input.action}::health_access_action, ${input.personId ?? null}::int, ${input.now.toISOString()}::timestamptz
    FROM unnest(string_to_array(${childIds.join(',')}, ',')::int[]) AS child_id`);
}
