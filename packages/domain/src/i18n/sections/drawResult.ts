import { section } from '../section';

/** Filled by the next step. */
export const drawResult = section({
  de: {},
  it: {},
});
