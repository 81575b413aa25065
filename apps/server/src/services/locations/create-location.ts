import type { LocationValues } from '@app/domain';
import type { Database } from '../../db/client';
import { locations } from '../../db/schema';
import { locationColumns } from './location-columns';

export async function createLocation(db: Database, { values }: { values: LocationValues }) {
  const [row] = await db.insert(locations).values(locationColumns(values)).returning();
  return row!;
}
