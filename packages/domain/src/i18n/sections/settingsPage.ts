import { section } from '../section';

export const settingsPage = section({
  de: {},
  it: {},
});
