import { section } from '../section';

export const catalogue = section({
  de: {},
  it: {},
});
