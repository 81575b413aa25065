import type { LocationListQuery, LocationSortKey } from '@app/domain';
import type { Executor } from '../../db/client';
import { locations } from '../../db/schema';
import { caseInsensitive, fetchList, type ListDefinition } from '../../lib/list-query';

const LOCATION_LIST: ListDefinition<LocationSortKey> = {
  sortable: {
    name: caseInsensitive(locations.name),
    name_it: caseInsensitive(locations.name_it),
    address: caseInsensitive(locations.address),
    plz: locations.plz,
    place: caseInsensitive(locations.place),
  },
  defaultSort: [{ key: 'name', desc: false }],
  searchable: [locations.name, locations.name_it, locations.place, locations.address],
  tiebreaker: locations.id,
};

export const listLocations = (db: Executor, { query }: { query: LocationListQuery }) =>
  fetchList(db, db.select().from(locations).$dynamic(), LOCATION_LIST, query);
