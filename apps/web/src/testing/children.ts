import type { FamilyChild } from '@app/domain';

/** A child of the family as GET /api/my-family/children answers it: the family page's and the wish list's tests. */
export const child = (overrides: Partial<FamilyChild> = {}): FamilyChild => ({
  id: 11,
  first_name: 'Anna',
  last_name: 'Rossi',
  display_name: 'Anna Rossi',
  tax: 'RSSNNA15A41A952B',
  gender: 'f',
  birth: '2015-01-01',
  lang: 'de',
  phone: '+39 0471 123456',
  phone_child: null,
  whatsapp_infos: false,
  school: 'gs_3',
  with_diagnostics: false,
  risk_group: false,
  last_update: '2026-01-10T10:00:00.000Z',
  needs_update: false,
  ...overrides,
});
