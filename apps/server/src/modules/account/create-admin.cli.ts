import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../../config/env.ts';
import { openDatabaseForCli } from '../../db/open-for-cli.ts';
import { errorMessage } from '../../lib/error-message.ts';
import { emailAddressSchema, newPasswordSchema } from '@divespot/shared/account';
import { AdminService } from './admin.service.ts';

const USAGE = 'Usage: npm run user:create-admin -- --email <address> --password <password>';

/** `npm run user:create-admin -- --email … --password …`: makes (or promotes) an admin account. */
async function main() {
  // npm runs workspace scripts in the workspace; paths (DATA_DIR) are meant from where it was typed.
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  const { values } = parseArgs({
    options: { email: { type: 'string' }, password: { type: 'string' } },
    strict: true,
  });
  const email = emailAddressSchema.safeParse(values.email);
  const password = newPasswordSchema.safeParse(values.password);
  if (!email.success || !password.success) {
    const problems = [
      ...(email.success ? [] : [`--email: ${email.error.issues[0]?.message}`]),
      ...(password.success ? [] : [`--password: ${password.error.issues[0]?.message}`]),
    ];
    process.stderr.write(`${problems.join('\n')}\n${USAGE}\n`);
    process.exit(2);
  }
  const database = await openDatabaseForCli(loadConfig());
  try {
    const done = await new AdminService(database.db).upsertAdmin(email.data, password.data);
    process.stdout.write(`Admin ${email.data} ${done}.\n`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  const message =
    error instanceof ConfigError
      ? error.message
      : `Could not create the admin: ${errorMessage(error)}`;
  process.stderr.write(`${message}\n`);
  process.exit(1);
});
