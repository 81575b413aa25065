import type { WishListAnswer } from '@app/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { storeToken } from '../../lib/token';
import { renderRoutes, stubBrowser, type ApiStubs } from '../../testing/app';
import { noProps, routes, stubWishes } from './testing';

// Luca wishes the theatre's second week; Anna wishes nothing yet.
const list = {
  emergency_contact1_phone: '+39 333 1111111',
  emergency_contact2_phone: '+39 333 2222222',
  children: [{ child: 12, max_weeks: 1, props: noProps, wishes: [{ course_week: 22, day_type: 'full_day' as const, together: false }], answers: [] }],
  receipt: 'ff00',
  submitted_at: '2027-03-02T09:30:00.000Z',
};

const stub = (answer: Partial<WishListAnswer['data']>, more: ApiStubs) => stubWishes({ list, ...answer }, more);

const section = () => screen.findByRole('region', { name: 'Freunde' });
const childOf = (form: HTMLElement) => within(form).getByRole('combobox', { name: /^Kind/ });

beforeEach(() => {
  stubBrowser();
  storeToken('token');
});

describe('friend groups on the wish list page', () => {
  it('opens a group for a child and a week, its wished weeks offered first, and shows the code to copy', async () => {
    const api = stub({}, { 'POST /api/my-family/wishes/4/friends': () => [201, { success: true, message: 'Die Freundesgruppe ist angelegt.', data: { code: 'K7M2QX9P', course_week: 22 } }] });
    renderRoutes(routes, '/my-family/wishes/4');
    const open = within(await section()).getByRole('form', { name: 'Eine Gruppe öffnen' });

    await userEvent.selectOptions(childOf(open), '12');
    const week = within(open).getByRole('combobox', { name: /^Woche/ });
    const first = within(week).getAllByRole('group')[0]!;
    expect(first.getAttribute('label')).toBe('Wünsche von Luca');
    expect(within(first).getAllByRole('option').map((option) => option.textContent)).toEqual(['Sommertheater, Woche 2 · 12.07.2027 – 16.07.2027']);
    // No week chosen: the schema's message on the week, nothing sent.
    await userEvent.click(within(open).getByRole('button', { name: 'Gruppe öffnen' }));
    expect(week.getAttribute('aria-invalid')).toBe('true');
    expect(api.sent('POST /api/my-family/wishes/4/friends')).toEqual([]);

    await userEvent.selectOptions(week, '22');
    await userEvent.click(within(open).getByRole('button', { name: 'Gruppe öffnen' }));
    expect(await within(open).findByText('K7M2QX9P')).toBeTruthy();
    expect(api.sent('POST /api/my-family/wishes/4/friends')).toEqual([{ child: 12, course_week: 22 }]);
    expect(within(open).getByRole('status').textContent).toContain('Die Freundesgruppe ist angelegt.');
    // The family's groups are read again.
    await waitFor(() => expect(api.sent('GET /api/my-family/wishes/4')).toHaveLength(2));

    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await userEvent.click(within(open).getByRole('button', { name: 'Code kopieren' }));
    expect(writeText.mock.calls).toEqual([['K7M2QX9P']]);
  });

  it('joins with a code typed in any case and puts the server\'s 422 on the code field', async () => {
    const api = stub({}, { 'POST /api/my-family/wishes/4/friends/join': () => [422, { message: 'Ungültige Angaben.', errors: { code: ['Diese Freundesgruppe ist voll: höchstens 4 Kinder.'] } }] });
    renderRoutes(routes, '/my-family/wishes/4');
    const join = within(await section()).getByRole('form', { name: 'Mit einem Code beitreten' });

    const code = within(join).getByRole('textbox', { name: /^Code/ });
    await userEvent.type(code, 'k7m2-qx9p');
    expect((code as HTMLInputElement).value).toBe('K7M2QX9P');
    await userEvent.click(within(join).getByRole('button', { name: 'Beitreten' }));

    await waitFor(() => expect(code.getAttribute('aria-invalid')).toBe('true'));
    expect(within(join).getByText('Diese Freundesgruppe ist voll: höchstens 4 Kinder.')).toBeTruthy();
    expect(childOf(join).getAttribute('aria-invalid')).toBe('false');
    expect(api.sent('POST /api/my-family/wishes/4/friends/join')).toEqual([{ child: 11, code: 'K7M2QX9P' }]);
  });

  it('lists the family\'s groups with its own children and how many in all; leaving asks first, and a closed phase makes it read-only', async () => {
    const api = stub(
      { friends: [{ code: 'K7M2QX9P', course_week: 22, children: [11, 12], members: 3 }] },
      { 'DELETE /api/my-family/wishes/4/friends/K7M2QX9P/11': () => [409, { message: 'Die Wunschliste kann nur während der Wunschphase geändert werden.' }] },
    );
    renderRoutes(routes, '/my-family/wishes/4');
    const group = within(await section()).getByRole('listitem', { name: 'Sommertheater, Woche 2' });
    expect(within(group).getByText('12.07.2027 – 16.07.2027')).toBeTruthy();
    expect(within(group).getByText('3 von 4 Kindern')).toBeTruthy();
    expect(within(group).getByText('Anna Rossi')).toBeTruthy();
    expect(within(group).getByText('Luca Rossi')).toBeTruthy();
    // Anna does not wish the week on the saved list: the group does not count for her.
    expect(within(group).getByText(/nicht auf der gespeicherten Wunschliste von Anna/)).toBeTruthy();
    expect(within(group).queryByText(/Wunschliste von Luca/)).toBeNull();

    await userEvent.click(within(group).getByRole('button', { name: 'Anna verlässt die Gruppe' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Soll Anna die Freundesgruppe für Sommertheater, Woche 2 verlassen\?/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ja' }));

    expect(await screen.findByText('Die Wunschliste kann nur während der Wunschphase geändert werden.')).toBeTruthy();
    expect(api.sent('DELETE /api/my-family/wishes/4/friends/K7M2QX9P/11')).toHaveLength(1);
    const friends = await section();
    await waitFor(() => expect(within(friends).queryByRole('button', { name: /verlässt die Gruppe/ })).toBeNull());
    expect(within(friends).queryByRole('form')).toBeNull();
    expect(within(friends).getByText('3 von 4 Kindern')).toBeTruthy();
  });
});
