import { and, eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { courseCategories, courseTypes, files, locations } from '../../db/schema';
import type { MessageRef } from '../../lib/errors';
import type { SniffedType } from '../../files/sniff';

export type FieldErrors = Record<string, MessageRef>;

const NOT_FOUND: MessageRef = { key: 'course.validation.not_found' };

/**
 * A referenced record must exist. It stays locked against deletion until the save commits (KEY SHARE), so
 * a concurrent delete of a location waits and is then refused as in use, instead of failing the save.
 */
async function missing(tx: Executor, table: PgTable & { id: AnyPgColumn }, id: number | null): Promise<boolean> {
  if (id === null) return false;
  const [row] = await tx.select({ id: table.id }).from(table).where(eq(table.id, id)).for('key share');
  return !row;
}

export async function checkCourseReferences(
  tx: Executor,
  ids: { course_type_id: number | null; location_id: number | null; course_category_id: number | null },
): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  if (await missing(tx, courseTypes, ids.course_type_id)) errors.course_type_id = NOT_FOUND;
  if (await missing(tx, locations, ids.location_id)) errors.location_id = NOT_FOUND;
  if (await missing(tx, courseCategories, ids.course_category_id)) errors.course_category_id = NOT_FOUND;
  return errors;
}

/**
 * An image or programme is referenced by the id the upload answered. Only public files qualify: a private
 * one (a parent's signature) must never become a course picture, whoever knows its id.
 */
export async function checkFile(
  tx: Executor,
  field: string,
  id: string | null,
  accepted: readonly SniffedType[],
  wrongType: MessageRef,
): Promise<FieldErrors> {
  if (id === null) return {};
  const [file] = await tx
    .select({ mime_type: files.mime_type })
    .from(files)
    .where(and(eq(files.id, id), eq(files.is_public, true)));
  if (!file) return { [field]: { key: 'course.validation.file_not_found' } };
  if (!(accepted as readonly string[]).includes(file.mime_type)) return { [field]: wrongType };
  return {};
}
