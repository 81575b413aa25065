import { section } from '../section';

export const account = section({
  de: {},
  it: {},
});
