import readline from 'node:readline';
import { loadConfig } from '../config.ts';
import { ApiError } from '../http/errors.ts';
import { pickLang, translate } from '../i18n/index.ts';
import { openDatabase } from '../db/index.ts';
import { announcePassword, announceToken, checkAdminPassword, newPassword, rotateAdminToken, setAdminCredentials } from '../modules/admin/service.ts';

const USAGE = `usage:
  npm run admin -- rotate                          a new admin token for the command line (printed once)
  npm run admin -- password [--username NAME]      a new studio password: the first line of standard input
                                                   when it is not a terminal, else a random one printed once
Every studio session ends. With the embedded database the server must be stopped first.`;

async function firstLine(): Promise<string> {
  const rl = readline.createInterface({ input: process.stdin });
  for await (const line of rl) {
    rl.close();
    return line;
  }
  return '';
}

/** `npm run admin -- rotate | password`: the admin's token or studio password, from the command line. */
async function main(): Promise<void> {
  const [cmd, ...rest] = process.argv.slice(2);
  if (cmd !== 'rotate' && cmd !== 'password') {
    console.error(USAGE);
    process.exit(2);
  }
  let username: string | undefined;
  let password = '';
  if (cmd === 'password') {
    const i = rest.indexOf('--username');
    if (i >= 0) username = rest[i + 1];
    if (i >= 0 && !username) {
      console.error(USAGE);
      process.exit(2);
    }
    password = process.stdin.isTTY ? newPassword() : (await firstLine()).trim();
    checkAdminPassword(password);
  }
  const config = loadConfig();
  const dbh = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, poolSize: 1 });
  const now = Math.floor(Date.now() / 1000);
  try {
    if (cmd === 'rotate') announceToken(await rotateAdminToken(dbh.db, now));
    else {
      const saved = await setAdminCredentials(dbh.db, { password, username }, now);
      if (process.stdin.isTTY) announcePassword(saved.username, password);
      else console.log(`[shop] admin password set for ${saved.username}`);
    }
  } finally {
    await dbh.close();
  }
}

main().catch((err: unknown) => {
  const lang = pickLang(process.env.SHOP_LANG ?? process.env.LANG?.toLowerCase().replace('_', '-').split('.')[0], undefined);
  console.error('[shop] admin:', err instanceof ApiError ? translate(lang, err.key, err.vars) : err instanceof Error ? err.message : err);
  process.exit(1);
});
