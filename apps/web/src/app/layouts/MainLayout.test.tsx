import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { currentUrl, renderRoutes, stubApi, stubBrowser } from '../../testing/app';
import { MainLayout } from './MainLayout';

const routes = [
  {
    element: <MainLayout />,
    children: [
      { path: '/', element: <Link to="/courseregistration/4">Sommercamp</Link> },
      { path: '/courseregistration/:id', element: <Link to="?book=1">Kinder anmelden</Link> },
    ],
  },
];

beforeEach(() => {
  stubBrowser();
  stubApi({});
});

describe('the shell', () => {
  it('opens a new page at its top, but keeps the place on a change of the query and on back', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const { router } = renderRoutes(routes, '/');

    await userEvent.click(await screen.findByRole('link', { name: 'Sommercamp' }));
    expect(await screen.findByRole('link', { name: 'Kinder anmelden' })).toBeTruthy();
    expect(scrollTo).toHaveBeenCalledExactlyOnceWith(0, 0);

    scrollTo.mockClear();
    await userEvent.click(screen.getByRole('link', { name: 'Kinder anmelden' }));
    expect(currentUrl(router)).toBe('/courseregistration/4?book=1');
    await act(() => router.navigate(-2));
    expect(await screen.findByRole('link', { name: 'Sommercamp' })).toBeTruthy();
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
