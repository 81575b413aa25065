import { section } from '../section';

export const weekForm = section({
  de: {},
  it: {},
});
