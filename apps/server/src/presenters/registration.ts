import { paymentStatus, type RegistrationListItem } from '@app/domain';
import type { RegistrationListRow } from '../services/registrations/list-registrations';

export const presentRegistrationListItem = (row: RegistrationListRow): RegistrationListItem => ({
  id: row.registration.id,
  child: { id: row.child.id, first_name: row.child.firstName, last_name: row.child.lastName, tax: row.child.tax },
  parent: row.parentId === null ? null : { id: row.parentId, name: row.parentName ?? '' },
  course: { id: row.course.id, name: row.course.name, name_it: row.course.nameIt },
  week: { id: row.week.id, name: row.week.name, name_it: row.week.nameIt, from: row.week.from, to: row.week.to },
  day_type: row.registration.dayType,
  price: row.price,
  payed_amount: row.registration.payedAmount,
  payed_at: row.registration.payedAt,
  open_amount: row.openAmount,
  payment_state: paymentStatus(row.price, row.registration.payedAmount),
  is_waiting: row.registration.isWaiting,
  created_at: row.registration.createdAt.toISOString(),
  deleted_at: row.registration.deletedAt?.toISOString() ?? null,
});
