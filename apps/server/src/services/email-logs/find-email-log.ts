import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { emailLogs } from '../../db/schema';
import { notFound } from '../../lib/errors';

export async function findEmailLog(db: Executor, { id }: { id: number }) {
  const [entry] = await db.select().from(emailLogs).where(eq(emailLogs.id, id)).limit(1);
  if (!entry) throw notFound();
  return entry;
}
