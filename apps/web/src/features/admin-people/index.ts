/** What other back-office screens show of the people area: a family's registrations table. */
export { Registrations } from './Registrations';
