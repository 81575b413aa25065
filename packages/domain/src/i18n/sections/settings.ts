import { section } from '../section';

export const settings = section({
  de: {},
  it: {},
});
