/** Waiting-list offers in the back office (issue 36): the dialog the course page and the registration use too. */
export { OfferDialog } from './OfferDialog';
export { OFFERS_PATH } from './api';
export { RegistrationHistory } from './RegistrationHistory';
