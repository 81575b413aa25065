import { section } from '../section';

export const course = section({
  de: {},
  it: {},
});
