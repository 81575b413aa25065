import { createHash } from 'node:crypto';

/**
 * SHA-256 (hex) of a request in a canonical form: JSON with every object's keys in order, so two requests
 * that mean the same hash the same whatever order their fields were sent or parsed in. Made for parsed JSON
 * payloads (no dates, maps or undefined in arrays).
 */
export function requestHash(request: unknown): string {
  return createHash('sha256').update(canonicalJson(request)).digest('hex');
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const fields = Object.entries(value)
      .filter(([, field]) => field !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${fields.map(([name, field]) => `${JSON.stringify(name)}:${canonicalJson(field)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}
