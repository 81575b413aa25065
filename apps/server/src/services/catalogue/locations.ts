import type { LocationListQuery, LocationSortKey, locationInputSchema } from '@app/domain';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import { courses, locations } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { caseInsensitive, fetchList, type ListDefinition } from '../../lib/list-query';
import { deleteUnlessReferenced, inUse } from './in-use';

type LocationInput = z.output<typeof locationInputSchema>;

const LOCATION_LIST: ListDefinition<LocationSortKey> = {
  sortable: {
    name: caseInsensitive(locations.name),
    name_it: caseInsensitive(locations.nameIt),
    address: caseInsensitive(locations.address),
    plz: locations.plz,
    place: caseInsensitive(locations.place),
  },
  defaultSort: [{ key: 'name', desc: false }],
  searchable: [locations.name, locations.nameIt, locations.place, locations.address],
  tiebreaker: locations.id,
};

const IN_USE = 'catalogue.location.in_use';

const values = (input: LocationInput) => ({
  name: input.name,
  nameIt: input.name_it,
  address: input.address,
  plz: input.plz,
  place: input.place,
});

export const listLocations = (db: Executor, query: LocationListQuery) =>
  fetchList(db, db.select().from(locations).$dynamic(), LOCATION_LIST, query);

export async function findLocation(db: Executor, id: number) {
  const [row] = await db.select().from(locations).where(eq(locations.id, id));
  if (!row) throw notFound();
  return row;
}

export async function createLocation(db: Executor, input: LocationInput) {
  const [row] = await db.insert(locations).values(values(input)).returning();
  return row!;
}

export async function updateLocation(db: Executor, id: number, input: LocationInput) {
  const [row] = await db
    .update(locations)
    .set({ ...values(input), updatedAt: new Date() })
    .where(eq(locations.id, id))
    .returning();
  if (!row) throw notFound();
  return row;
}

/** A location of a course stays: the course would lose where it takes place. */
export async function deleteLocation(db: Executor, id: number): Promise<void> {
  const [used] = await db.select({ id: courses.id }).from(courses).where(eq(courses.locationId, id)).limit(1);
  if (used) throw inUse(IN_USE);
  const deleted = await deleteUnlessReferenced(
    () => db.delete(locations).where(eq(locations.id, id)).returning({ id: locations.id }),
    IN_USE,
  );
  if (deleted.length === 0) throw notFound();
}
