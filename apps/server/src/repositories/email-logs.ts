import { inArray, or, sql, eq, type SQL } from 'drizzle-orm';
import { emailLogs } from '../db/schema';

/**
 * The e-mails of one family, for its download and its erasure: those written for its person or its account,
 * whatever address they went to, and those sent to one of its addresses today (e-mails logged before they
 * were keyed, or written for nobody's data, such as a copy the office sent by hand).
 */
export function familyEmails(input: { personId: number; userId?: number | null; addresses: readonly (string | null | undefined)[] }): SQL {
  const addresses = [...new Set(input.addresses.filter((value): value is string => Boolean(value)).map((value) => value.toLowerCase()))];
  return or(
    eq(emailLogs.person_id, input.personId),
    input.userId ? eq(emailLogs.user_id, input.userId) : undefined,
    addresses.length > 0 ? inArray(sql`lower(${emailLogs.to})`, addresses) : undefined,
  )!;
}
