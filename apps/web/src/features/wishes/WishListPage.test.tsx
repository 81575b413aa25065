import type { WishResult } from '@app/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../lib/i18n';
import { storeToken } from '../../lib/token';
import { renderRoutes, stubBrowser } from '../../testing/app';
import { noProps, routes, season, stubWishes, weeks } from './testing';

/** The same weeks of a course that asks its own question (a custom field) at every registration. */
const askingWeeks = weeks.map((week) => ({ ...week, questions: [{ field: 'custom_field' as const, label_de: 'T-Shirt-Größe', label_it: 'Taglia maglietta' }] }));

const card = (name: string) => screen.findByRole('region', { name: `Wünsche für ${name}` });
const wish = (region: HTMLElement, number: number) => within(region).getByRole('group', { name: `${number}. Wunsch` });
const weekOf = (group: HTMLElement) => within(group).getByRole('combobox', { name: /^Woche/ });
const together = (group: HTMLElement) => within(group).getByRole('checkbox', { name: 'Zusammen mit Geschwistern oder gar nicht' });

beforeEach(() => {
  stubBrowser();
  storeToken('token');
});

describe('wish list page', () => {
  it('ranks wishes per child, keeps siblings together by the same rules as the server, and sends the whole list', async () => {
    const api = stubWishes({ weeks: askingWeeks }, { 'PUT /api/my-family/wishes/4': () => [200, { success: true, message: 'Die Wunschliste wurde gespeichert.', data: { receipt: 'ab12cd', few_wishes: [12] } }] });
    renderRoutes(routes, '/my-family/wishes/4');
    expect(await screen.findByRole('heading', { name: 'Wunschliste Sommer 2027' })).toBeTruthy();
    expect(screen.getByText('Wünsche bis 15.03.2027 20:00')).toBeTruthy();
    expect(screen.getByText('Ergebnisse ab 20.03.2027 18:00')).toBeTruthy();

    const anna = await card('Anna Rossi');
    await userEvent.click(within(anna).getByRole('button', { name: 'Wunsch hinzufügen' }));
    await userEvent.selectOptions(weekOf(wish(anna, 1)), '22');
    await userEvent.click(within(anna).getByRole('button', { name: 'Wunsch hinzufügen' }));
    await userEvent.selectOptions(weekOf(wish(anna, 2)), '21');
    // The week offers both day types: the choice is asked; the other week offers one, so it is not.
    await userEvent.click(within(wish(anna, 2)).getByRole('radio', { name: 'Halbtags' }));
    expect(within(wish(anna, 1)).queryByRole('radio')).toBeNull();
    await userEvent.click(together(wish(anna, 2)));
    // The favourite first: the theatre's first week moves up.
    await userEvent.click(within(anna).getByRole('button', { name: '2. Wunsch nach oben' }));
    await userEvent.selectOptions(within(anna).getByRole('combobox', { name: /Höchstens so viele Wochen/ }), '2');
    await userEvent.type(within(anna).getByLabelText('Allergien'), 'Nüsse');
    await userEvent.type(screen.getByLabelText(/^Notfallkontakt 1/), '+39 333 1111111');
    await userEvent.type(screen.getByLabelText(/^Notfallkontakt 2/), '+39 333 2222222');

    // "Together" without a sibling wishing that week so, and the course's question unanswered: the domain's rules, before anything is sent.
    await userEvent.click(screen.getByRole('button', { name: 'Wunschliste speichern' }));
    expect(within(wish(anna, 1)).getByText(/braucht ein Geschwisterkind/)).toBeTruthy();
    const shirt = within(anna).getByLabelText(/^T-Shirt-Größe \(Sommertheater\)/);
    expect(within(anna).getByText('Bitte beantworten: Der Kurs fragt das bei jeder Anmeldung.')).toBeTruthy();
    expect(api.sent('PUT /api/my-family/wishes/4')).toEqual([]);
    // Asked once for the course, though both its weeks are wished.
    expect(within(anna).getAllByLabelText(/^T-Shirt-Größe/)).toHaveLength(1);
    await userEvent.type(shirt, 'M');

    const luca = await card('Luca Rossi');
    await userEvent.click(within(luca).getByRole('button', { name: 'Wunsch hinzufügen' }));
    await userEvent.selectOptions(weekOf(wish(luca, 1)), '21');
    await userEvent.click(within(wish(luca, 1)).getByRole('radio', { name: 'Halbtags' }));
    await userEvent.click(together(wish(luca, 1)));
    await userEvent.type(within(luca).getByLabelText(/^T-Shirt-Größe/), '140');
    expect(within(wish(anna, 1)).queryByText(/braucht ein Geschwisterkind/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Wunschliste speichern' }));

    await waitFor(() => expect(api.sent('PUT /api/my-family/wishes/4')).toHaveLength(1));
    expect(api.sent('PUT /api/my-family/wishes/4')[0]).toEqual({
      emergency_contact1_phone: '+39 333 1111111',
      emergency_contact2_phone: '+39 333 2222222',
      children: [
        {
          child: 11,
          max_weeks: 2,
          props: { ...noProps, allergies: 'Nüsse' },
          wishes: [
            { course_week: 21, day_type: 'half_day', together: true },
            { course_week: 22, day_type: 'full_day', together: false },
          ],
          answers: [{ course: 5, custom_field: 'M', custom_field_2: null, custom_field_3: null }],
        },
        { child: 12, max_weeks: 2, props: noProps, wishes: [{ course_week: 21, day_type: 'half_day', together: true }], answers: [{ course: 5, custom_field: '140', custom_field_2: null, custom_field_3: null }] },
      ],
    });
    expect(await screen.findByText('Die Wunschliste wurde gespeichert.')).toBeTruthy();
    expect(screen.getByText('Prüfsumme: ab12cd')).toBeTruthy();
    expect(screen.getByText(/Weniger als 3 Wünsche: Luca/)).toBeTruthy();
  });

  it('warns a child with fewer than 3 wishes and puts the server\'s 422 on its field, the children without wishes left out', async () => {
    const list = {
      emergency_contact1_phone: '+39 333 1111111',
      emergency_contact2_phone: '+39 333 2222222',
      children: [{ child: 12, max_weeks: 1, props: noProps, wishes: [{ course_week: 22, day_type: 'full_day' as const, together: false }], answers: [] }],
      receipt: 'ff00',
      submitted_at: '2027-03-02T09:30:00.000Z',
    };
    const api = stubWishes(
      { list },
      { 'PUT /api/my-family/wishes/4': () => [422, { message: 'Ungültige Angaben.', errors: { 'children.0.wishes.0.course_week': ['Diese Woche wird in dieser Saison nicht verlost.'] } }] },
    );
    renderRoutes(routes, '/my-family/wishes/4');
    const luca = await card('Luca Rossi');
    expect(within(luca).getByText('Mit weniger als 3 Wünschen sinkt die Chance auf einen Platz.')).toBeTruthy();
    expect(within(await card('Anna Rossi')).queryByText(/Mit weniger als 3 Wünschen/)).toBeNull();
    expect(screen.getByText(/Prüfsumme: ff00/)).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Wunschliste speichern' }));
    await waitFor(() => expect(weekOf(wish(luca, 1)).getAttribute('aria-invalid')).toBe('true'));
    expect(within(wish(luca, 1)).getByText('Diese Woche wird in dieser Saison nicht verlost.')).toBeTruthy();
    // Only Luca has wishes: Anna is not in the list, so the server's first child is Luca.
    expect(api.sent('PUT /api/my-family/wishes/4')[0].children.map((entry: { child: number }) => entry.child)).toEqual([12]);
  });

  it('shows the list read-only once the wish phase is over', async () => {
    const list = {
      emergency_contact1_phone: '+39 333 1111111',
      emergency_contact2_phone: '+39 333 2222222',
      children: [{ child: 11, max_weeks: 1, props: noProps, wishes: [{ course_week: 21, day_type: 'full_day' as const, together: false }], answers: [] }],
      receipt: 'ff00',
      submitted_at: '2027-03-02T09:30:00.000Z',
    };
    stubWishes({ season: season({ phase: 'draw' }), list });
    renderRoutes(routes, '/my-family/wishes/4');
    const anna = await card('Anna Rossi');
    expect(screen.getByText(/Die Wunschphase ist vorbei/)).toBeTruthy();
    expect((weekOf(wish(anna, 1)) as HTMLSelectElement).value).toBe('21');
    expect((weekOf(wish(anna, 1)) as HTMLSelectElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Wunschliste speichern' })).toBeNull();
    expect(within(anna).queryByRole('button', { name: 'Wunsch hinzufügen' })).toBeNull();
    expect(within(anna).queryByRole('button', { name: '1. Wunsch entfernen' })).toBeNull();
  });

  it('shows when the result comes, and once published the position, places, waiting lists and why', async () => {
    const list = {
      emergency_contact1_phone: '+39 333 1111111',
      emergency_contact2_phone: null,
      children: [{ child: 11, max_weeks: 1, props: noProps, wishes: [{ course_week: 22, day_type: 'full_day' as const, together: false }], answers: [] }],
      receipt: 'ff00',
      submitted_at: '2027-03-02T09:30:00.000Z',
    };
    stubWishes({ season: season({ phase: 'draw' }), list, result: { status: 'pending', publish_at: '2027-03-20T18:00' } });
    renderRoutes(routes, '/my-family/wishes/4');
    expect(await screen.findByText('Ihr Ergebnis ist ab 20.03.2027 18:00 hier zu sehen.')).toBeTruthy();
    expect(screen.queryByText(/Die Wunschphase ist vorbei/)).toBeNull();
  });

  it('explains a published result per child, in German and Italian', async () => {
    const result: WishResult = {
      status: 'published',
      households: 3000,
      household_number: 17,
      position: 1204,
      pay_by: '2027-04-03',
      children: [
        {
          child: 11,
          number: 31,
          draws_at: 1204,
          granted: [{ week: 21, round: 1 }],
          waiting: [{ week: 22, position: 3 }],
          rounds: [
            {
              round: 1,
              wishes: [
                { wish: 1, week: 22, outcome: 'full', placesLeft: 0, lastPlace: { position: 1077, round: 1 } },
                { wish: 2, week: 21, outcome: 'granted' },
              ],
            },
          ],
        },
        {
          child: 12,
          number: 32,
          draws_at: 2950,
          granted: [],
          waiting: [],
          rounds: [{ round: 2, wishes: [{ wish: 1, week: 21, outcome: 'member-unable', member: 31 }] }],
        },
      ],
    };
    stubWishes({ season: season({ phase: 'draw' }), result });
    renderRoutes(routes, '/my-family/wishes/4');
    expect(await screen.findByText('Ihre Familie hatte die Position 1.204 von 3.000.')).toBeTruthy();

    const anna = screen.getByRole('region', { name: 'Anna Rossi' });
    expect(within(anna).getByText('Sommertheater, Woche 1')).toBeTruthy();
    expect(within(anna).getByText('Platz – bitte bis 03.04.2027 bezahlen')).toBeTruthy();
    expect(within(anna).getByText('Warteliste, Position 3')).toBeTruthy();
    await userEvent.click(within(anna).getByRole('button', { name: 'Warum?' }));
    expect(within(anna).getByText('Runde 1: Ihr 1. Wunsch (Sommertheater, Woche 2) war voll – der letzte Platz ging an Position 1.077 in Runde 1.')).toBeTruthy();
    expect(within(anna).getByText('Runde 1: Ihr 2. Wunsch (Sommertheater, Woche 1) wurde erfüllt.')).toBeTruthy();

    // A group wish: the sibling is named by its number in the draw; the group's later position is said.
    const luca = screen.getByRole('region', { name: 'Luca Rossi' });
    expect(within(luca).getByText('Kein Platz')).toBeTruthy();
    expect(within(luca).getByText(/^Runde 2: Ihr 1\. Wunsch \(Sommertheater, Woche 1\) galt nur gemeinsam, aber Anna konnte/)).toBeTruthy();
    expect(within(luca).getByText(/Position 2\.950 der Freundesgruppe/)).toBeTruthy();

    expect(screen.getByText('In den Prüfdateien ist Ihre Familie Nummer 17.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Prüfdaten der Verlosung' }).getAttribute('href')).toBe('/seasons/4/audit');

    await act(() => changeLanguage('it'));
    expect(within(anna).getByText('Posto ottenuto – da pagare entro il 03.04.2027')).toBeTruthy();
    expect(within(anna).getByText(/^Turno 1: il vostro 1° desiderio \(Teatro estivo, Settimana 2\) era al completo/)).toBeTruthy();
  });
});
