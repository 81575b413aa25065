import { section } from '../section';

/** Waiting-list offers (issue 36) in the back office: the list, the course show page, the registration's history. */
export const offersOffice = section({
  de: {},
  it: {},
});
