import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { currentUrl, renderRoutes, stubApi, stubBrowser } from '../../testing/app';
import { CourseListPage } from './CourseListPage';

const sport = { id: 1, name: 'Sport', name_it: 'Sport', sort_order: 1 };
const art = { id: 2, name: 'Kreativ', name_it: 'Creativo', sort_order: 2 };
const bozen = { id: 10, name: 'Halle Bozen', name_it: 'Palestra Bolzano', place: 'Bozen' };
const meran = { id: 11, name: 'Kurhaus', name_it: 'Kurhaus', place: 'Meran' };
const card = (id: number, name: string, type: typeof sport, location: typeof bozen) => ({
  id,
  name,
  name_it: `${name} (it)`,
  description: '<p>Viel <b>Spaß</b> beim Spielen</p>',
  description_it: null,
  image: null,
  from: '2027-07-05',
  to: '2027-07-09',
  location,
  course_type: type,
});

beforeEach(() => {
  stubBrowser();
  stubApi({
    'GET /api/userdata': () => [401, { message: 'no' }],
    'GET /api/frontend': () => [
      200,
      {
        data: [card(1, 'Fußball', sport, bozen), card(2, 'Malen', art, meran), card(3, 'Tennis', sport, meran)],
        meta: { total: 3 },
        course_types: [sport, art],
        locations: [bozen, meran],
      },
    ],
  });
});

const courseNames = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('public course list', () => {
  it('shows the cards with the description as plain text and a way to each course', async () => {
    renderRoutes([{ path: '/', element: <CourseListPage /> }], '/');
    expect(await screen.findByText('Fußball')).toBeTruthy();
    expect(courseNames()).toEqual(['Fußball', 'Malen', 'Tennis']);
    expect(screen.getAllByText('Viel Spaß beim Spielen')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Mehr erfahren: Malen' }).getAttribute('href')).toBe('/courseregistration/2');
  });

  it('keeps the type and locations in the address, so the filtered list can be shared and Back undoes it', async () => {
    const { router } = renderRoutes([{ path: '/', element: <CourseListPage /> }], '/');
    await screen.findByText('Fußball');
    fireEvent.click(screen.getByRole('button', { name: 'Sport' }));
    expect(courseNames()).toEqual(['Fußball', 'Tennis']);
    expect(currentUrl(router)).toBe('/?type=1');

    await router.navigate('/?type=1&location=11');
    await waitFor(() => expect(courseNames()).toEqual(['Tennis']));
    await router.navigate(-1);
    await waitFor(() => expect(courseNames()).toEqual(['Fußball', 'Tennis']));

    await router.navigate('/?type=2&location=10');
    expect(await screen.findByText('Kein Kurs passt zu dieser Auswahl.')).toBeTruthy();
    fireEvent.click(within(screen.getByRole('navigation', { name: 'Kursart' })).getByRole('button', { name: 'Alle Kursarten' }));
    expect(currentUrl(router)).toBe('/?location=10');
    await waitFor(() => expect(courseNames()).toEqual(['Fußball']));
  });
});
