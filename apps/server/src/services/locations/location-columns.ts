import type { LocationValues } from '@app/domain';

/** The form's values as the table's columns (create and update). */
export const locationColumns = (values: LocationValues) => ({
  name: values.name,
  nameIt: values.name_it,
  address: values.address,
  plz: values.plz,
  place: values.place,
});
