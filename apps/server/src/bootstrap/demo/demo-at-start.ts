import { count, eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { businessSettings, companies } from '../../db/schema/index.ts';
import type { Services } from '../../services.ts';
import { demoLogins, loadDemoData } from './load-demo.ts';

const initializedKey = 'initialized_at';

/**
 * PORTAL_DEMO=1 loads the demo into a database without companies; unset, it loads into a new
 * embedded database only (first start, nothing there yet); 0 never. A database is marked at its
 * first start so a real business that later empties it never gets demo data by surprise.
 */
export async function loadDemoAtStart(config: Config, db: Db, services: Services, print: (line: string) => void) {
  const [marker] = await db.select().from(businessSettings).where(eq(businessSettings.key, initializedKey));
  const [{ n: companyCount } = { n: 0 }] = await db.select({ n: count() }).from(companies);
  const wanted = config.demo === true ? companyCount === 0 : config.demo === 'auto' && !config.databaseUrl && !marker && companyCount === 0;
  if (!marker) await db.insert(businessSettings).values({ key: initializedKey, value: new Date().toISOString() }).onConflictDoNothing();
  if (!wanted) return false;

  const started = Date.now();
  const { password, counts } = await loadDemoData(db, services);
  print('');
  print(`  Demo data loaded in ${((Date.now() - started) / 1000).toFixed(1)} s: ${counts.agencies} agencies, ${counts.shoots} shoots (${counts.booked} booked for the coming days, ${counts.orders} orders to schedule), ${counts.services} services (PORTAL_DEMO=0 starts empty).`);
  print('  Photos for the delivered shoots are being added in the background; they appear within a minute.');
  print(`  Demo logins, all with the password ${password} (shown only once):`);
  const rows: Array<[string, string, string]> = [
    ['staff', demoLogins.staff, '/admin/login'],
    ['editor', demoLogins.editor, '/admin/login'],
    ['photographer', demoLogins.photographer, '/admin/login'],
    ['client company', demoLogins.company, '/login'],
    ['client person', demoLogins.clientPerson, '/login'],
  ];
  const width = Math.max(...rows.map(([, email]) => email.length));
  for (const [who, email, where] of rows) print(`    ${who.padEnd(15)}${email.padEnd(width + 3)}at ${where}`);
  print('');
  return true;
}
