import type { FastifyBaseLogger } from 'fastify';
import { transaction, type Database } from '../client';
import { insertMissingOptions } from '../../repositories/options';
import { eq } from 'drizzle-orm';
import { users } from '../schema';
import { DEMO_PARENT, seedDemoCatalogue } from './demo';
import { syncRolesAndPermissions } from './roles';
import { ensureSuperadmin } from './superadmin';

/** Runs at every start; each step only adds what is missing. */
export async function seedDatabase(
  db: Database,
  options: {
    adminEmail?: string;
    adminPassword?: string;
    /** Where the app is reached (config.appUrl): the first value of option app_url, used in e-mail links. */
    appUrl?: string;
    demo: boolean;
    log?: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  },
): Promise<void> {
  await transaction(db, async (tx) => {
    await syncRolesAndPermissions(tx);
    await insertMissingOptions(tx, options.appUrl ? { app_url: options.appUrl } : {});
    const admin = await ensureSuperadmin(tx, { email: options.adminEmail, password: options.adminPassword });
    if (admin?.generatedPassword) {
      options.log?.warn(
        `Superadmin created: ${admin.email} with the password ${admin.generatedPassword} (shown only this once; set ADMIN_EMAIL and ADMIN_PASSWORD to choose them).`,
      );
    } else if (admin) {
      options.log?.info(`Superadmin created: ${admin.email}`);
    }
    if (options.demo && (await seedDemoCatalogue(tx))) options.log?.info('Demo catalogue seeded');
    // Printed at every start with the demo, so a newcomer finds it after a restart too.
    const [demoParent] = options.demo ? await tx.select({ id: users.id }).from(users).where(eq(users.email, DEMO_PARENT.email)) : [];
    if (demoParent) options.log?.info(`Demo parent (two children, courses open now): ${DEMO_PARENT.email} with the password ${DEMO_PARENT.password}`);
  });
}
