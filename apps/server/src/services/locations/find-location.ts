import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { locations } from '../../db/schema';
import { notFound } from '../../lib/errors';
import type { Actor } from '../../policies/actor';

export async function findLocation(db: Executor, { id }: { actor: Actor; id: number }) {
  const [row] = await db.select().from(locations).where(eq(locations.id, id));
  if (!row) throw notFound();
  return row;
}
