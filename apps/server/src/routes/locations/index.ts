import { locationInputSchema, locationListQuerySchema, locationSchema } from '@app/domain';
import { presentLocation } from '../../presenters/catalogue';
import { createLocation } from '../../services/locations/create-location';
import { deleteLocation } from '../../services/locations/delete-location';
import { findLocation } from '../../services/locations/find-location';
import { listLocations } from '../../services/locations/list-locations';
import { updateLocation } from '../../services/locations/update-location';
import { catalogueRoutes } from '../catalogue-routes';

/** Locations (back-office specification, sections 2, 3 and 7). */
export const locationRoutes = catalogueRoutes({
  resource: 'location',
  tags: ['locations'],
  schemas: { record: locationSchema, input: locationInputSchema, listQuery: locationListQuerySchema },
  present: presentLocation,
  useCases: { list: listLocations, find: findLocation, create: createLocation, update: updateLocation, remove: deleteLocation },
});
