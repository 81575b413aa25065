import { section } from '../section';

export const registration = section({
  de: {},
  it: {},
});
