import { within } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * The list rule on a plain table (`ACTIONS_TABLE_SX`), as far as a DOM without a layout sees it: each row's
 * action buttons sit in its actions cell, that column keeps them on one line at their own width, and the other
 * cells may break a long word (those marked `data-whole-words` only between words: names, short values, and
 * headers where a screen has room to keep them whole), so the browser narrows those columns instead of pushing
 * the actions behind a sideways scroll: every row of data has a cell that gives way. The e2e check of the
 * lists measures the same in a browser.
 */
export function expectRowActionsInView(table: HTMLElement, actionName: RegExp) {
  for (const row of within(table).getAllByRole('row')) {
    const cells = [...row.querySelectorAll<HTMLElement>('th, td')];
    const actions = cells.filter((cell) => cell.hasAttribute('data-actions-cell'));
    expect(actions, row.textContent ?? '').toHaveLength(1);
    const style = getComputedStyle(actions[0]!);
    expect([style.width, style.whiteSpace]).toEqual(['1%', 'nowrap']);
    const others = cells.filter((cell) => cell !== actions[0]);
    for (const cell of others) {
      const wrap = getComputedStyle(cell).overflowWrap;
      expect(wrap, cell.textContent ?? '').toBe(cell.hasAttribute('data-whole-words') ? 'break-word' : 'anywhere');
      expect(within(cell).queryAllByRole('button', { name: actionName })).toEqual([]);
    }
    if (row.closest('tbody')) expect(others.some((cell) => getComputedStyle(cell).overflowWrap === 'anywhere'), row.textContent ?? '').toBe(true);
  }
  expect(within(table).getAllByRole('button', { name: actionName }).every((button) => button.closest('[data-actions-cell]'))).toBe(true);
}
