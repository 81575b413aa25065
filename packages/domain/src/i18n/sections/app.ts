import { section } from '../section';

export const app = section({
  de: {
    default_title: 'Sommerprojektwochen',
    loading: 'Wird geladen …',
  },
  it: {
    default_title: 'Settimane estive',
    loading: 'Caricamento …',
  },
});
