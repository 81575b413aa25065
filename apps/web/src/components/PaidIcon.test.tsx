import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../lib/i18n';
import { PaidIcon } from './PaidIcon';

const stateOf = (name: string) => screen.getByRole('img', { name }).querySelector('[data-state]')?.getAttribute('data-state');

afterEach(() => changeLanguage('de'));

describe('PaidIcon', () => {
  it("shows the domain's payment states: a partly paid registration has its own icon and says so, in German and Italian", async () => {
    await changeLanguage('de');
    const { unmount } = render(
      <>
        <PaidIcon payedAmount={120} price={120} />
        <PaidIcon payedAmount={50} price={120} />
        <PaidIcon payedAmount={0} price={120} />
        <PaidIcon payedAmount={null} price={120} />
      </>,
    );
    // Amounts end in a no-break space and €.
    expect(stateOf('Bezahlt: 120,00\u00a0€ / 120,00\u00a0€')).toBe('paid');
    expect(stateOf('Teilweise bezahlt: 50,00\u00a0€ / 120,00\u00a0€')).toBe('partly_paid');
    expect(screen.getAllByRole('img', { name: 'Bezahlt: 0,00\u00a0€ / 120,00\u00a0€' }).map((icon) => icon.querySelector('[data-state]')?.getAttribute('data-state'))).toEqual([
      'zero',
      'unpaid',
    ]);
    unmount();

    await changeLanguage('it');
    render(<PaidIcon payedAmount={50} price={120} />);
    expect(stateOf('Pagato in parte: 50,00\u00a0€ / 120,00\u00a0€')).toBe('partly_paid');
  });
});
