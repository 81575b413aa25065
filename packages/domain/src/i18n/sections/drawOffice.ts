import { section } from '../section';

/** Filled by the next step. */
export const drawOffice = section({
  de: {},
  it: {},
});
