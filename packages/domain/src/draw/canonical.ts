/**
 * The canonical texts whose SHA-256 the audit publishes. Both are JSON as `JSON.stringify` writes it: no
 * whitespace, keys in the order shown, integers in decimal, texts with non-ASCII characters as themselves;
 * hashed as UTF-8 (SHA-256, lowercase hex). Another language reproduces them with, for example, Python's
 * `json.dumps(value, separators=(',', ':'), ensure_ascii=False)` on the same structure.
 *
 * Result: `{"algorithm":"snake-draft/1","grants":[{"child":7,"week":3,"round":1},...],
 * "waiting":[{"week":3,"children":[9,4]},...]}`: the grants in the order the draw made them (round by round,
 * turn by turn; a group's members by household position, then child id), the waiting lists by week id ascending, each in its order
 * (first = next), weeks without anyone waiting left out. The explanations are not part of it: they follow
 * from the input and the algorithm. So the published result file can be exactly this text, and
 * `sha256sum` of the file is the digest.
 *
 * Input: `{"weeks":[{"id":3,"places":20,"from":"2027-06-14","to":"2027-06-18"},...],
 * "children":[{"id":7,"household":2,"maxWeeks":1,"wishes":[{"week":3},{"week":5,"group":"g1"}]},...]}`,
 * weeks and children by id ascending, wishes best first. The seed is left out on purpose: the input digest
 * can be published when the wish phase closes, before anyone knows the seed.
 */
import { sha256Hex } from './sha256';
import type { DrawGrant, DrawInput, WaitingList } from './types';

export const DRAW_ALGORITHM = 'snake-draft/1';
export const BASELINE_ALGORITHM = 'serial-dictatorship/1';

export function canonicalDrawResult(algorithm: string, grants: DrawGrant[], waiting: WaitingList[]): string {
  return JSON.stringify({
    algorithm,
    grants: grants.map(({ child, week, round }) => ({ child, week, round })),
    waiting: waiting.map(({ week, children }) => ({ week, children })),
  });
}

export function drawResultDigest(algorithm: string, grants: DrawGrant[], waiting: WaitingList[]): string {
  return sha256Hex(canonicalDrawResult(algorithm, grants, waiting));
}

export function canonicalDrawInput(input: Omit<DrawInput, 'seed'>): string {
  return JSON.stringify({
    weeks: [...input.weeks].sort((a, b) => a.id - b.id).map(({ id, places, from, to }) => ({ id, places, from, to })),
    children: [...input.children]
      .sort((a, b) => a.id - b.id)
      .map(({ id, household, maxWeeks, wishes }) => ({
        id,
        household,
        maxWeeks,
        wishes: wishes.map(({ week, group }) => (group === undefined ? { week } : { week, group })),
      })),
  });
}

/** The digest of the wishes and places a draw runs on, publishable before the seed exists. */
export function drawInputDigest(input: Omit<DrawInput, 'seed'>): string {
  return sha256Hex(canonicalDrawInput(input));
}
