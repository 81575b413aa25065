import type { LocationValues } from '@app/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { locations } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { locationColumns } from './location-columns';

export async function updateLocation(db: Database, { now, id, values }: { now: Date; id: number; values: LocationValues }) {
  const [row] = await db
    .update(locations)
    .set({ ...locationColumns(values), updated_at: now })
    .where(eq(locations.id, id))
    .returning();
  if (!row) throw notFound();
  return row;
}
