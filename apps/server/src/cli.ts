import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from './config.ts';
import { AppError } from './errors.ts';
import { openRuntime } from './runtime.ts';

const usage = `Usage: npm run portal -- <command> [options]

Commands:
  create-admin <email> [--password P] [--username NAME]   create an owner (admin) account
  reset-password <email> [--password P]                   set a new password and end the account's sessions

Without --password a strong random password is generated and printed.
The same environment as npm start is used (DATA_DIR, DATABASE_URL).`;

async function run(argv: string[]) {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { password: { type: 'string' }, username: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  const [command, email] = positionals;
  if (values.help || !command) return console.log(usage);
  if (command !== 'create-admin' && command !== 'reset-password') throw new AppError('BAD_REQUEST', `Unknown command "${command}".\n\n${usage}`);
  if (!email) throw new AppError('BAD_REQUEST', `${command} needs an e-mail address.\n\n${usage}`);

  const password = values.password ?? randomBytes(12).toString('base64url');
  const runtime = await openRuntime(loadConfig());
  try {
    if (command === 'create-admin') {
      const admin = await runtime.accounts.createAdmin({ email, password, username: values.username });
      console.log(`Created admin ${admin.email} (id ${admin.id}).`);
    } else {
      await runtime.accounts.resetPassword(email, password);
      console.log(`Password reset for ${email}; its open sessions were ended.`);
    }
    if (!values.password) console.log(`Password: ${password}`);
  } finally {
    await runtime.database.close();
  }
}

run(process.argv.slice(2)).catch((error: unknown) => {
  const known = error instanceof AppError || error instanceof ConfigError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS');
  console.error(known ? (error as Error).message : error);
  process.exit(1);
});
