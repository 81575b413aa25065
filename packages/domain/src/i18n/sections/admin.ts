import { section } from '../section';

export const admin = section({
  de: {},
  it: {},
});
