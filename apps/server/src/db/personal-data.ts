/**
 * The personal-data catalogue (issue 35 part 1, decision 025): for every table of the schema, whether it holds a
 * family's personal data and, per column that does, what the family's download, the erasure, the retention jobs
 * and the health gate do with it. It describes what the code does today; `gap` names what it does not do yet.
 * `personal-data.unit.test.ts` fails until a new table or column is declared here, so that a table added later
 * cannot survive "delete my account" unnoticed; the erasure test searches every table declared here.
 */
import { sql } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import {
  bookings,
  childParents,
  children,
  courseCategories,
  courses,
  courseTypes,
  courseWeeks,
  drawOutcomes,
  drawRuns,
  emailConfirmations,
  friendGroupMembers,
  friendGroups,
  emailLogs,
  files,
  healthAccessLog,
  idempotencyKeys,
  knownDevices,
  locations,
  loginThrottles,
  offers,
  options,
  passwordResets,
  people,
  permissions,
  rateLimitHits,
  refunds,
  registrationEvents,
  registrations,
  rolePermissions,
  roles,
  scheduledJobs,
  seasons,
  sessions,
  statementLineBookings,
  statementLines,
  userRoles,
  users,
  wishAnswers,
  wishes,
  wishListChildren,
  wishLists,
} from './schema';

/** What an erasure of the family does with a column. */
export type Erasure =
  /** Gone: the row is deleted, or the value set to null. `how` says which and when; `to` what a kept row gets. */
  | { erase: string; to?: null }
  /** Replaced by a value that names nobody (`to`, a value or an SQL expression), the row staying for a record that must be kept. */
  | { anonymise: string; to?: unknown }
  /** Kept after the erasure: why, and until when. */
  | { keep: string; period: string };

export interface PersonalColumn {
  /** In the family's download (JSON and HTML, `collect-family-data.ts`), or why not. */
  export: true | { not: string };
  erasure: Erasure;
  /** Erased earlier than the account, whatever the family does: the period and the job. */
  retention?: string;
  /** Children's health data (GDPR art. 9): leaves the server only through the health gate (decision 020). */
  health?: true;
  /** What today's code does not do that this column needs: the next step's work (issue 35). */
  gap?: string;
}

type ColumnName<Table extends PgTable> = keyof Table['_']['columns'] & string;

export type TableDeclaration =
  | { table: PgTable; none: string }
  | {
      table: PgTable;
      /** Whose data a row is, and how the family's rows are found. */
      rows: string;
      /** Where the family's download lists the rows: a path in its JSON (`collect-family-data.ts`). */
      download?: string;
      personal: Record<string, PersonalColumn>;
      /** Text columns of this table that name nobody, with why; every other text column must be in `personal`. */
      notPersonal?: Record<string, string>;
    };

function personalTable<Table extends PgTable>(
  table: Table,
  declaration: {
    rows: string;
    download?: string;
    personal: Partial<Record<ColumnName<Table>, PersonalColumn>>;
    notPersonal?: Partial<Record<ColumnName<Table>, string>>;
  },
): TableDeclaration {
  return {
    table,
    rows: declaration.rows,
    download: declaration.download,
    personal: declaration.personal as Record<string, PersonalColumn>,
    notPersonal: declaration.notPersonal as Record<string, string> | undefined,
  };
}

const noPersonalData = (table: PgTable, why: string): TableDeclaration => ({ table, none: why });

/** The health answers of a registration, for one week (decision 024): the one list of their names. */
export const REGISTRATION_HEALTH_COLUMNS = ['medicaments', 'incompatibilities', 'allergies'] as const satisfies readonly ColumnName<typeof registrations>[];
/** What a family says about the child's health itself. */
export const CHILD_HEALTH_COLUMNS = ['with_diagnostics', 'risk_group'] as const satisfies readonly ColumnName<typeof children>[];
export type RegistrationHealthColumn = (typeof REGISTRATION_HEALTH_COLUMNS)[number];
export type ChildHealthColumn = (typeof CHILD_HEALTH_COLUMNS)[number];

/** The name an erased child keeps as the anonymous subject of its kept registrations: "N. N.", the same in both languages. */
export const ERASED_NAME = 'N.';

const HEALTH_RETENTION = '`health_retention_months` (default 3) after the season\'s last week (jobs/health-retention.ts, decision 024)';
/** How long the records an erasure keeps for the law stay (art. 2220 c.c.): `forgetOldRecords` deletes them after. */
export const RECORDS_KEPT_YEARS = 10;
const RECORD_PERIOD = `${RECORDS_KEPT_YEARS} years after the week, the refund or the bank's date (\`forgetOldRecords\`, jobs/account-retention.ts)`;
const RECEIPTS = { keep: 'the payment record the law requires (art. 2220 c.c.), on an anonymous child', period: RECORD_PERIOD };

const exported = true as const;
const deletedWithPerson = { erase: 'the person is deleted' };
const deletedWithAccount = { erase: 'the account is deleted (cascade)' };
const childDeletedOrAnonymised = (replacement: string, to?: unknown): Erasure => ({
  anonymise: `a child with kept registrations gets ${replacement}; a child without any is deleted`,
  ...(to === undefined ? {} : { to }),
});
const registrationAnswer: PersonalColumn = {
  export: exported,
  erasure: { erase: 'the registration is deleted, or set to null on a kept one (paid, or of a week that has begun)', to: null },
};

export const PERSONAL_DATA: readonly TableDeclaration[] = [
  personalTable(files, {
    download: 'signature.image',
    rows: 'an upload; the family\'s is its drawn signature, `people.signature_file_id` (the other uploads are the office\'s)',
    personal: {
      data: { export: exported, erasure: { erase: 'the signature file is deleted with the person' } },
      name: { export: exported, erasure: { erase: 'the signature file is deleted with the person' } },
    },
    notPersonal: { mime_type: 'the file type' },
  }),
  personalTable(people, {
    download: 'parent.person',
    rows: 'the parent; the erasure starts from it',
    personal: {
      first_name: { export: exported, erasure: deletedWithPerson },
      last_name: { export: exported, erasure: deletedWithPerson },
      tax: { export: exported, erasure: deletedWithPerson },
      gender: { export: exported, erasure: deletedWithPerson },
      birth: { export: exported, erasure: deletedWithPerson },
      address: { export: exported, erasure: deletedWithPerson },
      plz: { export: exported, erasure: deletedWithPerson },
      place: { export: exported, erasure: deletedWithPerson },
      phone: { export: exported, erasure: deletedWithPerson },
      email: { export: exported, erasure: deletedWithPerson },
      privacy_agb_at: { export: exported, erasure: deletedWithPerson },
      privacy_photo_accept_at: { export: exported, erasure: deletedWithPerson },
      typed_signature: { export: exported, erasure: deletedWithPerson },
    },
  }),
  personalTable(users, {
    download: 'parent.account',
    rows: 'the parent\'s login, `users.person_id`',
    personal: {
      name: { export: exported, erasure: deletedWithAccount },
      email: { export: exported, erasure: deletedWithAccount },
      password_hash: { export: { not: 'a secret, of no use to the family' }, erasure: deletedWithAccount },
      last_sign_in_at: { export: exported, erasure: deletedWithAccount },
      deletion_notice_at: { export: exported, erasure: deletedWithAccount },
    },
  }),
  noPersonalData(roles, 'the office\'s role names'),
  noPersonalData(permissions, 'permission names'),
  noPersonalData(rolePermissions, 'which role holds which permission'),
  personalTable(userRoles, {
    rows: 'the roles of an account, `user_id`',
    personal: { user_id: { export: { not: 'a family account holds only Parent' }, erasure: deletedWithAccount } },
  }),
  personalTable(sessions, {
    rows: 'the sign-ins of an account, `user_id`',
    personal: { signed_in_at: { export: { not: 'sign-in tokens; the account\'s last sign-in is exported' }, erasure: deletedWithAccount } },
    notPersonal: { token_hash: 'a hash of a random token' },
  }),
  personalTable(passwordResets, {
    rows: 'reset links of an account, `user_id`',
    personal: { user_id: { export: { not: 'a hash of a one-time link' }, erasure: deletedWithAccount } },
    notPersonal: { token_hash: 'a hash of a random token' },
  }),
  personalTable(emailConfirmations, {
    download: 'address_links',
    rows: 'address links of an account, `user_id` (decision 017)',
    personal: {
      email: { export: exported, erasure: deletedWithAccount },
    },
    notPersonal: { token_hash: 'a hash of a random token' },
  }),
  noPersonalData(rateLimitHits, 'counters keyed by a hash of the address (decision 025)'),
  noPersonalData(loginThrottles, 'keyed by a hash of the address (decision 017)'),
  personalTable(knownDevices, {
    rows: 'browsers that signed in to an account, `user_id`',
    personal: { last_used_at: { export: { not: 'a hash of a device cookie' }, erasure: deletedWithAccount } },
    notPersonal: { device_hash: 'a hash of a random cookie' },
  }),
  personalTable(children, {
    download: 'children',
    rows: 'the parent\'s children, `child_parents`; a child shared with another parent stays theirs, untouched',
    personal: {
      first_name: { export: exported, erasure: childDeletedOrAnonymised('"N."', ERASED_NAME) },
      last_name: { export: exported, erasure: childDeletedOrAnonymised('"N."', ERASED_NAME) },
      // Unique like a tax code, and not a valid one: an erased child cannot be edited into a family again.
      tax: { export: exported, erasure: childDeletedOrAnonymised('"X" and its id', sql`'X' || lpad(${children.id}::text, 15, '0')`) },
      gender: { export: exported, erasure: childDeletedOrAnonymised('"s"', 's') },
      birth: { export: exported, erasure: childDeletedOrAnonymised('1900-01-01', '1900-01-01') },
      lang: { export: exported, erasure: childDeletedOrAnonymised('its language unchanged (not identifying)') },
      phone: { export: exported, erasure: childDeletedOrAnonymised('an empty phone', '') },
      phone_child: { export: exported, erasure: childDeletedOrAnonymised('no phone', null) },
      whatsapp_infos: { export: exported, erasure: childDeletedOrAnonymised('false', false) },
      school: { export: exported, erasure: childDeletedOrAnonymised('"other"', 'other') },
      ...Object.fromEntries(
        CHILD_HEALTH_COLUMNS.map((column) => [
          column,
          {
            export: exported,
            erasure: childDeletedOrAnonymised('false', false),
            retention: `${HEALTH_RETENTION}, once the child has no registration in a season still kept`,
            health: true,
          } satisfies PersonalColumn,
        ]),
      ),
    },
  }),
  personalTable(childParents, {
    rows: 'the links of the parent to its children',
    personal: { person_id: { export: { not: 'the link itself: the download lists the parent\'s children' }, erasure: deletedWithPerson } },
  }),
  noPersonalData(locations, 'the organisation\'s places'),
  noPersonalData(courseTypes, 'the catalogue'),
  noPersonalData(courseCategories, 'the catalogue'),
  noPersonalData(courses, 'the organisation\'s courses, its bank account and e-mail templates'),
  noPersonalData(courseWeeks, 'the weeks of a course; counters, no names'),
  personalTable(bookings, {
    download: 'bookings',
    rows: 'the bookings of the children\'s registrations',
    personal: {
      created_by_user_id: { export: exported, erasure: { erase: 'set null with the account; a booking left without registrations (and no refund) is deleted' } },
      reminded_at: { export: exported, erasure: { keep: 'part of the payment record of a kept registration', period: RECORD_PERIOD } },
    },
  }),
  personalTable(registrations, {
    download: 'registrations',
    rows: 'the registrations of the family\'s children, cancelled ones too',
    personal: {
      emergency_contact1_phone: {
        export: exported,
        erasure: {
          keep: 'on a paid place of a week to come the family keeps: whom to call while the child attends (set null on every other kept registration)',
          period: 'until the week is over (`forgetKeptContacts`, jobs/account-retention.ts)',
        },
      },
      emergency_contact2_phone: {
        export: exported,
        erasure: { keep: 'as `emergency_contact1_phone`', period: 'until the week is over (`forgetKeptContacts`)' },
      },
      custom_field: registrationAnswer,
      custom_field_2: registrationAnswer,
      custom_field_3: registrationAnswer,
      comment_user: registrationAnswer,
      comment_internal: registrationAnswer,
      ...Object.fromEntries(
        REGISTRATION_HEALTH_COLUMNS.map((column) => [column, { ...registrationAnswer, retention: HEALTH_RETENTION, health: true } satisfies PersonalColumn]),
      ),
      payed_amount: { export: exported, erasure: RECEIPTS },
      payed_at: { export: exported, erasure: RECEIPTS },
      contact_phone: {
        export: { not: 'written only by the erasure, when there is no family left to export for' },
        erasure: {
          keep: 'the parent\'s phone on a paid place of a week to come the family keeps (decision 025)',
          period: 'until the week is over (`forgetKeptContacts`)',
        },
      },
      contact_email: {
        export: { not: 'written only by the erasure' },
        erasure: { keep: 'as `contact_phone`', period: 'until the week is over (`forgetKeptContacts`)' },
      },
    },
  }),
  personalTable(offers, {
    rows: 'the places offered to the family\'s waiting registrations (issue 36), through `registration_id`',
    personal: {
      registration_id: {
        export: { not: 'what an offer led to is in the exported registration (confirmed, or cancelled on its day)' },
        erasure: { erase: 'deleted with the registration (cascade); a kept registration keeps its offers, which name nobody once its child is anonymised' },
      },
      ...Object.fromEntries(
        ['offered_at', 'expires_at', 'reminded_at', 'outcome', 'decided_at'].map((column) => [
          column,
          { export: { not: 'as `registration_id`' }, erasure: { erase: 'as `registration_id`' } } satisfies PersonalColumn,
        ]),
      ),
    },
    notPersonal: { offered_by_user_id: 'the staff member who offered by hand' },
  }),
  personalTable(registrationEvents, {
    rows: 'the history of the family\'s waiting registrations (offers made, extended, reminded, decided), through `registration_id`',
    personal: {
      registration_id: { export: { not: 'as `offers`' }, erasure: { erase: 'as `offers`' } },
      user_id: { export: { not: 'the parent\'s own account, or a staff member' }, erasure: { erase: 'set null with the account' } },
      ...Object.fromEntries(
        ['at', 'act', 'expires_at'].map((column) => [column, { export: { not: 'as `offers`' }, erasure: { erase: 'as `offers`' } } satisfies PersonalColumn]),
      ),
    },
  }),
  personalTable(idempotencyKeys, {
    rows: 'the stored answers of an account\'s booking requests, `user_id`',
    personal: {
      response: { export: { not: 'a copy of a booking answer; the registrations are exported' }, erasure: deletedWithAccount },
    },
    notPersonal: { key: 'a random key the browser made', request_hash: 'a hash of the request' },
  }),
  noPersonalData(options, 'the organisation\'s settings and texts'),
  personalTable(emailLogs, {
    download: 'emails',
    rows: 'the e-mails written for the family\'s person or account (`person_id`, `user_id`), and any sent to one of its addresses today (`familyEmails`)',
    personal: {
      person_id: { export: { not: 'an id; the rows it keys are exported' }, erasure: { erase: 'the family\'s e-mails are deleted (and cascade with the person)' } },
      user_id: { export: { not: 'an id' }, erasure: { erase: 'as `person_id` (cascade with the account)' } },
      to: {
        export: exported,
        erasure: { erase: 'deleted; the erasure\'s confirmation, keyed to nobody and naming nobody, forgets its address once sent (`forget_to`)' },
      },
      cc: { export: exported, erasure: { erase: 'deleted with the row' } },
      bcc: { export: { not: 'the office\'s copy' }, erasure: { erase: 'deleted with the row' } },
      subject: { export: exported, erasure: { erase: 'deleted with the row' } },
      body: { export: exported, erasure: { erase: 'deleted with the row' } },
      secret: { export: { not: 'a sign-in or reset token' }, erasure: { erase: 'deleted with the row; cleared once sent' } },
      last_error: { export: { not: 'the mail server\'s answer' }, erasure: { erase: 'deleted with the row' } },
    },
  }),
  personalTable(healthAccessLog, {
    download: 'health_access',
    rows: 'who saw a child\'s health data, by ids only (decision 020)',
    personal: {
      child_id: {
        export: exported,
        erasure: { keep: 'proof of who accessed special-category data (GDPR art. 9, 32); append-only, names ids only', period: 'indefinitely' },
      },
      person_id: { export: { not: 'the id of a parent linked to the child; the action is exported' }, erasure: { keep: 'as `child_id`', period: 'indefinitely' } },
    },
  }),
  personalTable(statementLines, {
    download: 'payments',
    rows: 'the bank\'s lines of the family\'s bookings (`statementLinesOfBookings`: `booking_id` or `statement_line_bookings`)',
    personal: {
      payer: {
        export: exported,
        erasure: { erase: 'set null on the lines of the family\'s bookings, and on lines booked to nothing that name the parent or an erased child' },
        gap: 'a line booked to another family\'s booking keeps a payer who is this family\'s parent (that family\'s payment record)',
      },
      remittance: { export: exported, erasure: { erase: 'as `payer`' } },
      ignore_reason: { export: exported, erasure: { erase: 'as `payer`' } },
      amount: { export: exported, erasure: { keep: 'the accounting record, without the payer', period: RECORD_PERIOD } },
      booked_on: { export: exported, erasure: { keep: 'as `amount`', period: RECORD_PERIOD } },
    },
    notPersonal: { line_key: 'the bank\'s entry reference or a hash; keeps a second import from adding the line again', file_name: 'the name of the uploaded statement file' },
  }),
  noPersonalData(statementLineBookings, 'links statement lines to bookings by id'),
  personalTable(refunds, {
    rows: 'what the office owes the family back: given-up paid places and overpaid statement lines of its bookings',
    personal: {
      contact_phone: {
        export: { not: 'written only by the erasure' },
        erasure: { keep: 'how the office learns where to send the money (decision 025)', period: 'until the refund is marked done' },
      },
      contact_email: {
        export: { not: 'written only by the erasure' },
        erasure: { keep: 'as `contact_phone`', period: 'until the refund is marked done' },
      },
      amount: { export: { not: 'written only by the erasure' }, erasure: { keep: 'the record of money owed and paid back', period: RECORD_PERIOD } },
    },
  }),
  noPersonalData(scheduledJobs, 'the jobs\' schedule and counts'),
  noPersonalData(seasons, 'the office\'s phases and limits of a course year'),
  personalTable(wishLists, {
    download: 'wish_lists',
    rows: 'the family\'s wish lists, one per season, `person_id`',
    personal: {
      person_id: { export: { not: 'the family itself' }, erasure: { erase: 'deleted with the person (cascade)' } },
      emergency_contact1_phone: { export: exported, erasure: { erase: 'deleted with the person (cascade)' } },
      emergency_contact2_phone: { export: exported, erasure: { erase: 'deleted with the person (cascade)' } },
      submitted_at: { export: exported, erasure: { erase: 'deleted with the person (cascade)' } },
    },
    notPersonal: { receipt: 'a hash of the wishes, sent to the family' },
  }),
  personalTable(wishListChildren, {
    download: 'wish_list_children',
    rows: 'the children of the family\'s wish lists',
    personal: {
      child_id: { export: exported, erasure: { erase: 'deleted with the wish list or the child (cascade)' } },
      max_weeks: { export: exported, erasure: { erase: 'as `child_id`' } },
      leave_alone: { export: exported, erasure: { erase: 'as `child_id`' } },
      swimming_help: { export: exported, erasure: { erase: 'as `child_id`' } },
      ...Object.fromEntries(
        REGISTRATION_HEALTH_COLUMNS.map((column) => [
          column,
          {
            export: exported,
            erasure: { erase: 'as `child_id`' },
            health: true,
            retention: 'until the season\'s draw is published: the publication stores them on the registrations it writes and deletes them here (services/draw/publish-draw.ts)',
          } satisfies PersonalColumn,
        ]),
      ),
    },
  }),
  noPersonalData(friendGroups, 'a season\'s week and a random code; whose children are in it is `friend_group_members`'),
  personalTable(friendGroupMembers, {
    download: 'friend_groups',
    rows: 'the family\'s children in friend groups, `person_id`',
    personal: {
      child_id: { export: exported, erasure: { erase: 'deleted with the person or the child (cascade)' } },
      person_id: { export: { not: 'the family itself' }, erasure: { erase: 'deleted with the person (cascade)' } },
      joined_at: { export: exported, erasure: { erase: 'as `child_id`' } },
    },
  }),
  noPersonalData(drawRuns, 'a draw\'s runs: weeks, places and numbered children and households; a number names a child only through `draw_outcomes`'),
  personalTable(drawOutcomes, {
    download: 'draw_outcomes',
    rows: 'what the official draw did for the family\'s children, `person_id`; in the download once published',
    personal: {
      child_id: { export: exported, erasure: { erase: 'deleted with the person or the child (cascade)' } },
      person_id: { export: { not: 'the family itself' }, erasure: { erase: 'deleted with the person (cascade)' } },
      ...Object.fromEntries(
        ['child_number', 'household_number', 'position', 'draws_at', 'granted', 'waiting', 'rounds'].map((column) => [
          column,
          { export: exported, erasure: { erase: 'as `child_id`: the audit\'s numbers then name nobody' } } satisfies PersonalColumn,
        ]),
      ),
    },
  }),
  personalTable(wishAnswers, {
    download: 'wish_answers',
    rows: 'the answers of the family\'s children to the own questions of the courses they wish',
    personal: {
      child_id: { export: exported, erasure: { erase: 'deleted with the wish list or the child (cascade)' } },
      ...Object.fromEntries(
        ['custom_field', 'custom_field_2', 'custom_field_3'].map((column) => [column, { export: exported, erasure: { erase: 'as `child_id`' } } satisfies PersonalColumn]),
      ),
    },
  }),
  personalTable(wishes, {
    download: 'wishes',
    rows: 'the wishes of the children of the family\'s wish lists',
    personal: {
      child_id: { export: exported, erasure: { erase: 'deleted with the wish list or the child (cascade)' } },
      course_week_id: { export: exported, erasure: { erase: 'as `child_id`' } },
      rank: { export: exported, erasure: { erase: 'as `child_id`' } },
    },
  }),
];

const tableName = (table: PgTable) => getTableConfig(table).name;

/** Every column declared as health data, by table: what the health gate and the retention jobs must cover. */
export const HEALTH_COLUMNS: readonly { table: string; column: string }[] = PERSONAL_DATA.flatMap((declaration) =>
  'personal' in declaration
    ? Object.entries(declaration.personal)
        .filter(([, column]) => column.health)
        .map(([column]) => ({ table: tableName(declaration.table), column }))
    : [],
);

/** Column types that can hold a name, an address or a free text. */
const TEXT_TYPE = /^(text|varchar|character varying|char|jsonb|json|bytea)\b/;

/**
 * What the catalogue misses about these tables: a table without a declaration, a declared column the table no
 * longer has, and a text column of a personal table declared neither personal nor not personal. Empty when
 * every table says what happens to its data.
 */
export function catalogueGaps(tables: readonly PgTable[], catalogue: readonly TableDeclaration[] = PERSONAL_DATA): string[] {
  const gaps: string[] = [];
  const declared = new Map(catalogue.map((declaration) => [tableName(declaration.table), declaration]));
  for (const table of tables) {
    const { name, columns } = getTableConfig(table);
    const declaration = declared.get(name);
    if (!declaration) {
      gaps.push(`${name}: no declaration`);
      continue;
    }
    if ('none' in declaration) continue;
    const listed = [...Object.keys(declaration.personal), ...Object.keys(declaration.notPersonal ?? {})];
    for (const column of listed) if (!columns.some((existing) => existing.name === column)) gaps.push(`${name}.${column}: declared, but the table has no such column`);
    for (const column of columns) {
      if (TEXT_TYPE.test(column.getSQLType()) && !listed.includes(column.name)) gaps.push(`${name}.${column.name}: a text column declared neither personal nor not personal`);
    }
  }
  const names = new Set(tables.map(tableName));
  for (const name of declared.keys()) if (!names.has(name)) gaps.push(`${name}: declared, but not in the schema`);
  return gaps;
}

/** The tables holding a family's personal data, each with its columns an erasure keeps. */
export function personalTables(): { table: string; kept: string[] }[] {
  return PERSONAL_DATA.flatMap((declaration) =>
    'personal' in declaration
      ? [{ table: tableName(declaration.table), kept: Object.entries(declaration.personal).filter(([, column]) => 'keep' in column.erasure).map(([column]) => column) }]
      : [],
  );
}

const declarationOf = (table: PgTable) => PERSONAL_DATA.find((declaration) => declaration.table === table);

/**
 * A row as the family's download shows it: without the personal columns the catalogue keeps out of the download
 * (a password hash, tokens, the office's copy, what only the erasure writes). The collector passes every row
 * through this, so a column declared not exported cannot slip into the file.
 */
export function forDownload<Row extends object>(table: PgTable, row: Row): Row {
  const declaration = declarationOf(table);
  if (!declaration || 'none' in declaration) return row;
  const shown = ([column]: [string, unknown]) => {
    const declared = declaration.personal[column];
    return !declared || declared.export === true;
  };
  // Typed as the row: the columns left out are the ones no caller of the download reads.
  return Object.fromEntries(Object.entries(row).filter(shown)) as Row;
}

/** Per table in the download: where its rows are, and the columns the catalogue says they show. */
export function downloadedColumns(): { table: string; download: string; exported: string[] }[] {
  return PERSONAL_DATA.flatMap((declaration) =>
    'personal' in declaration && declaration.download
      ? [{ table: tableName(declaration.table), download: declaration.download, exported: Object.entries(declaration.personal).filter(([, column]) => column.export === true).map(([column]) => column) }]
      : [],
  );
}

/**
 * What an erasure writes into the kept rows of a table: every column declared `anonymise` or `erase` with a `to`
 * (a child kept as the anonymous subject of its records; the answers of a kept registration). `eraseFamily`
 * writes exactly these, and the health-retention job the health ones (`healthOnly`), so a column declared here
 * cannot be forgotten there.
 */
export function erasedValues(table: PgTable, options: { healthOnly?: boolean } = {}): Record<string, unknown> {
  const declaration = declarationOf(table);
  if (!declaration || 'none' in declaration) return {};
  return Object.fromEntries(
    Object.entries(declaration.personal).flatMap(([column, { erasure, health }]) =>
      'to' in erasure && !('keep' in erasure) && (health || !options.healthOnly) ? [[column, erasure.to]] : [],
    ),
  );
}
