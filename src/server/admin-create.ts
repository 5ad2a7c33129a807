// `npm run admin:create`: creates an admin user. Reads ADMIN_EMAIL / ADMIN_PASSWORD, or asks for
// them in a terminal (the password is typed without echo, twice).
import { createInterface } from 'node:readline/promises';
import { Writable } from 'node:stream';
import { adminUserCreateSchema } from '../domain/admin-forms';
import { createAdminUser } from './admin-users/service';
import { openConfiguredDatabase } from './bootstrap';
import { DataDirLockedError } from './db/data-dir-lock';
import { loadConfig } from './env';
import { AppError } from './http/errors';

async function ask(question: string, options: { hidden?: boolean } = {}): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk, _encoding, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: process.stdin.isTTY });
  try {
    const answer = rl.question(question);
    muted = Boolean(options.hidden);
    const value = await answer;
    if (options.hidden) process.stdout.write('\n');
    return value.trim() === '' ? '' : options.hidden ? value : value.trim();
  } finally {
    rl.close();
  }
}

async function main() {
  const config = loadConfig();
  const interactive = Boolean(process.stdin.isTTY);
  if (!interactive && !(config.adminEmail && config.adminPassword)) {
    throw new Error(
      'Set ADMIN_EMAIL and ADMIN_PASSWORD, or run this command in a terminal to be asked for them.',
    );
  }
  const email = config.adminEmail ?? (await ask('Admin e-mail: '));
  const fallbackName = email.split('@')[0] || 'Admin';
  const name = (interactive ? await ask(`Name [${fallbackName}]: `) : '') || fallbackName;
  let password = config.adminPassword;
  if (!password) {
    password = await ask('Password (at least 8 characters): ', { hidden: true });
    const again = await ask('Repeat the password: ', { hidden: true });
    if (again !== password) throw new Error('Passwords do not match');
  }
  const parsed = adminUserCreateSchema.safeParse({ email, name, password });
  if (!parsed.success) throw new Error(parsed.error.issues.map((i) => i.message).join('; '));

  const { database, release } = await openConfiguredDatabase(config);
  try {
    await database.migrate();
    const user = await createAdminUser(
      database.db,
      parsed.data,
      { id: null, name: 'Command line' },
      new Date(),
    );
    console.log(`Admin user ${user.email} created.`);
  } finally {
    await database.close();
    await release();
  }
}

try {
  await main();
  process.exit(0);
} catch (err) {
  if (err instanceof DataDirLockedError) console.error(err.message);
  else if (err instanceof AppError) console.error(err.message);
  else console.error('Could not create the admin user:', err instanceof Error ? err.message : err);
  process.exit(1);
}
