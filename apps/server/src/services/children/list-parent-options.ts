import { PARENT_PICKER_SIZE, PARENT_SEARCH_MIN_LENGTH } from '@app/domain';
import { and, asc, ilike, or } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { people } from '../../db/schema';
import { caseInsensitive, likePattern } from '../../lib/list-query';

/**
 * GET /api/child/parents: the people the child form's parent picker offers for a name typed, every word in the
 * first or last name. Roles that may only write children use it, so it never pages through everybody nor
 * finds people by what only the people screens may show (e-mail, tax code): no search, nobody (issue 21).
 */
export async function listParentOptions(db: Executor, input: { search: string | undefined }) {
  const search = input.search?.trim() ?? '';
  if (search.length < PARENT_SEARCH_MIN_LENGTH) return [];
  const words = search.split(/\s+/);
  return db
    .select({ id: people.id, first_name: people.first_name, last_name: people.last_name, place: people.place })
    .from(people)
    .where(and(...words.map((word) => or(ilike(people.first_name, likePattern(word)), ilike(people.last_name, likePattern(word))))))
    .orderBy(caseInsensitive(people.last_name), caseInsensitive(people.first_name), asc(people.id))
    .limit(PARENT_PICKER_SIZE);
}
