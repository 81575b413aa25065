import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { locations } from '../../db/schema';
import { notFound } from '../../lib/errors';

export async function findLocation(db: Executor, { id }: { id: number }) {
  const [row] = await db.select().from(locations).where(eq(locations.id, id));
  if (!row) throw notFound();
  return row;
}
