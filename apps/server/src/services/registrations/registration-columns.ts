import { sql } from 'drizzle-orm';
import { childParents, courseWeeks, people, registrations } from '../../db/schema';

/**
 * SQL for what a registration costs and how far it is paid (decisions.md section 4), so lists can filter
 * and sort by it in the database. `packages/domain/src/payments.ts` holds the same rules for one row.
 */
export const priceSql = sql<number>`(coalesce(case when ${registrations.dayType} = 'half_day' then ${courseWeeks.priceHalfDay} else ${courseWeeks.price} end, 0))::float8`;
export const openAmountSql = sql<number>`greatest(0, ${priceSql} - coalesce(${registrations.payedAmount}, 0))::float8`;

export const paymentStateSql = {
  unpaid: sql`(${registrations.payedAmount} is null or ${registrations.payedAmount} <= 0)`,
  partly_paid: sql`(${registrations.payedAmount} > 0 and ${registrations.payedAmount} < ${priceSql})`,
  paid: sql`(${registrations.payedAmount} > 0 and ${registrations.payedAmount} >= ${priceSql})`,
} as const;

/** The child's first parent (by id), who is written to and shown as "the family". */
export const firstParentIdSql = sql<number | null>`(select ${childParents.personId} from ${childParents} where ${childParents.childId} = ${registrations.childId} order by ${childParents.personId} limit 1)`;
export const firstParentNameSql = sql<string | null>`(select ${people.lastName} || ' ' || ${people.firstName} from ${childParents} join ${people} on ${people.id} = ${childParents.personId} where ${childParents.childId} = ${registrations.childId} order by ${people.id} limit 1)`;
/** The first parent's photo consent (decisions.md section 6): given when privacy_photo_accept_at is set. */
export const photoConsentSql = sql<boolean>`coalesce((select ${people.privacyPhotoAcceptAt} is not null from ${childParents} join ${people} on ${people.id} = ${childParents.personId} where ${childParents.childId} = ${registrations.childId} order by ${people.id} limit 1), false)`;
