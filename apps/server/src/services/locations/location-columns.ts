import type { LocationValues } from '@app/domain';

/** The form's values as the table's columns (create and update). */
export const locationColumns = (values: LocationValues) => ({
  name: values.name,
  name_it: values.name_it,
  address: values.address,
  plz: values.plz,
  place: values.place,
});
