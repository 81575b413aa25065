import MoreVertIcon from '@mui/icons-material/MoreVert';
import { IconButton, ListItemIcon, ListItemText, Menu, MenuItem, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n';
import { Link as RouterLink } from 'react-router';

/** One thing a user can do with a row: a link (`to`) or a command (`onClick`). */
export interface RowAction {
  key: string;
  label: string;
  icon: ReactNode;
  to?: string;
  onClick?(): void;
}

/**
 * At most this many buttons sit in a row; with more actions the first ones stay and the rest open from a
 * "more" button, so every action fits the column at 1280 px and on a phone.
 */
export const MAX_INLINE_ACTIONS = 3;
const BUTTON_WIDTH = 34;
const CELL_PADDING = 32;

/** The buttons shown inline for `count` actions (the last slot becomes the "more" button). */
export function inlineSlots(count: number): number {
  return Math.min(count, MAX_INLINE_ACTIONS);
}

/** The width of an actions column whose rows have at most `count` actions, at least its header's. */
export function actionsColumnWidth(count: number, headerWidth: number): number {
  return Math.max(headerWidth, inlineSlots(count) * BUTTON_WIDTH + CELL_PADDING);
}

/**
 * The same rule for a plain table (the family page, the course show page), whose columns the browser sizes:
 * the actions cells (marked `data-actions-cell`) keep their buttons on one line and take just their width,
 * and every other cell breaks a word longer than its column, so the columns share the page's width and no
 * action ends up behind a sideways scroll at 1280 px. Cells of short values (a date, a day type, yes or no;
 * marked `data-whole-words`) keep their words whole, as the lists give such a column room for its longest
 * word: the longer texts give way instead. Padding as in the lists: half the library's.
 */
export const ACTIONS_TABLE_SX = {
  '& th, & td': { px: 1, overflowWrap: 'anywhere' },
  '& [data-whole-words]': { overflowWrap: 'break-word' },
  '& [data-actions-cell]': { width: '1%', whiteSpace: 'nowrap' },
} as const;

interface Props {
  actions: RowAction[];
  rowLabel: string;
  /** Names the "more" button, which the menu finds again after the table re-drew the row. */
  menuId: string;
  /**
   * Whether the menu is open is kept by the list, not here: the table re-creates its cells whenever the list
   * refreshes, which would close a menu that kept its own state.
   */
  menuOpen: boolean;
  onMenu(open: boolean): void;
}

/** A row's actions: icon buttons, and beyond MAX_INLINE_ACTIONS a menu with the rest. */
export function RowActions({ actions, rowLabel, menuId, menuOpen, onMenu }: Props) {
  const { t } = useTranslation();
  const overflow = actions.length > MAX_INLINE_ACTIONS;
  const inline = overflow ? actions.slice(0, MAX_INLINE_ACTIONS - 1) : actions;
  const more = overflow ? actions.slice(MAX_INLINE_ACTIONS - 1) : [];
  const linkProps = (action: RowAction) => (action.to ? { component: RouterLink, to: action.to } : { onClick: action.onClick });

  return (
    <Stack direction="row" spacing={0.5} data-row-actions="" sx={{ flexShrink: 0 }}>
      {inline.map((action) => (
        <IconButton key={action.key} {...linkProps(action)} aria-label={`${action.label}: ${rowLabel}`} title={action.label} size="small">
          {action.icon}
        </IconButton>
      ))}
      {overflow ? (
        <>
          <IconButton
            id={menuId}
            onClick={() => onMenu(true)}
            aria-label={`${t('admin.more_actions')}: ${rowLabel}`}
            title={t('admin.more_actions')}
            aria-haspopup="menu"
            aria-expanded={menuOpen ? 'true' : undefined}
            size="small"
          >
            <MoreVertIcon fontSize="small" />
          </IconButton>
          <Menu anchorEl={() => document.getElementById(menuId)!} open={menuOpen} onClose={() => onMenu(false)}>
            {more.map((action) => (
              <MenuItem
                key={action.key}
                {...(action.to ? { component: RouterLink, to: action.to } : {})}
                onClick={() => {
                  onMenu(false);
                  action.onClick?.();
                }}
              >
                <ListItemIcon>{action.icon}</ListItemIcon>
                <ListItemText>{action.label}</ListItemText>
              </MenuItem>
            ))}
          </Menu>
        </>
      ) : null}
    </Stack>
  );
}
