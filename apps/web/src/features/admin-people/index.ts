/** What other back-office screens use of the people area: a family's registrations table, a person's record. */
export { personQuery } from './api';
export { Registrations } from './Registrations';
