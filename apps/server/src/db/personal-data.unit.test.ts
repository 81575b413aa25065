import { is } from 'drizzle-orm';
import { integer, PgTable, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { catalogueGaps, CHILD_HEALTH_COLUMNS, erasedValues, ERASED_NAME, HEALTH_COLUMNS, PERSONAL_DATA, REGISTRATION_HEALTH_COLUMNS, type TableDeclaration } from './personal-data';
import * as schema from './schema';

const schemaTables: PgTable[] = Object.values(schema as Record<string, unknown>).filter((value): value is PgTable => is(value, PgTable));

describe('the personal-data catalogue', () => {
  it('declares every table of the schema and every text column of a personal table', () => {
    expect(schemaTables.length).toBeGreaterThan(25);
    expect(catalogueGaps(schemaTables)).toEqual([]);
  });

  it('fails on a table added to the schema without a declaration', () => {
    const newsletterSignups = pgTable('newsletter_signups', { id: serial('id').primaryKey(), email: varchar('email', { length: 255 }) });
    expect(catalogueGaps([...schemaTables, newsletterSignups])).toEqual(['newsletter_signups: no declaration']);
  });

  it('fails on a text column nobody declared, and on a declared column the table no longer has', () => {
    const notes = pgTable('family_notes', { id: serial('id').primaryKey(), person_id: integer('person_id'), note: text('note'), kind: varchar('kind', { length: 20 }) });
    const declaration: TableDeclaration = {
      table: notes,
      rows: 'notes about a person',
      personal: { person_id: { export: true, erasure: { erase: 'deleted with the person' } }, author: { export: true, erasure: { erase: 'deleted' } } },
      notPersonal: { kind: 'one of a fixed list' },
    };
    expect(catalogueGaps([notes], [declaration])).toEqual([
      'family_notes.author: declared, but the table has no such column',
      'family_notes.note: a text column declared neither personal nor not personal',
    ]);
  });

  it('names the health columns once: the registration\'s answers, the child\'s flags and the answers of a wish list', () => {
    expect(HEALTH_COLUMNS).toEqual([
      ...CHILD_HEALTH_COLUMNS.map((column) => ({ table: 'children', column })),
      ...REGISTRATION_HEALTH_COLUMNS.map((column) => ({ table: 'registrations', column })),
      ...REGISTRATION_HEALTH_COLUMNS.map((column) => ({ table: 'wish_list_children', column })),
    ]);
  });

  it('gives every column the erasure keeps a reason and a period', () => {
    const unexplained = PERSONAL_DATA.flatMap((declaration) =>
      'none' in declaration
        ? []
        : Object.entries(declaration.personal).filter(([, column]) => 'keep' in column.erasure && !(column.erasure.keep.trim() && column.erasure.period.trim())),
    );
    expect(unexplained).toEqual([]);
  });

  it('says what the erasure writes into kept rows, and the health-retention job the health part of it', () => {
    expect(erasedValues(schema.registrations)).toEqual({
      custom_field: null,
      custom_field_2: null,
      custom_field_3: null,
      comment_user: null,
      comment_internal: null,
      medicaments: null,
      incompatibilities: null,
      allergies: null,
    });
    expect(erasedValues(schema.registrations, { healthOnly: true })).toEqual({ medicaments: null, incompatibilities: null, allergies: null });
    const child = erasedValues(schema.children);
    expect(child).toMatchObject({ first_name: ERASED_NAME, last_name: ERASED_NAME, birth: '1900-01-01', phone: '', phone_child: null, with_diagnostics: false, risk_group: false });
    // The language names nobody: the one anonymised column the erasure leaves as it is.
    expect(Object.keys(child).sort()).toEqual(
      Object.keys((PERSONAL_DATA.find((declaration) => declaration.table === schema.children) as { personal: object }).personal).filter((column) => column !== 'lang').sort(),
    );
    expect(erasedValues(schema.children, { healthOnly: true })).toEqual({ with_diagnostics: false, risk_group: false });
  });
});
