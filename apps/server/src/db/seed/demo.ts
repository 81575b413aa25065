import type { Executor } from '../client';

/**
 * Seeds the demo catalogue into a database without courses. Returns whether it seeded anything.
 * (Being filled in: see the demo-catalogue work.)
 */
export async function seedDemoCatalogue(_db: Executor): Promise<boolean> {
  return false;
}
