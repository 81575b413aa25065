import { section } from '../section';

export const courseForm = section({
  de: {},
  it: {},
});
