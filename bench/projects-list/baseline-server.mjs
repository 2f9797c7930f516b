// The baseline: the same SQL the app ran for one request, through plain `pg` and `node:http`.
// Usage: node baseline-server.mjs <queries.json> <port>   (DATABASE_URL in the environment)
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import pg from 'pg';

const [queriesFile, port] = process.argv.slice(2);
const queriesByRole = JSON.parse(readFileSync(queriesFile, 'utf8'));
// Its connections stay open for the whole run, as the app's do (its pool keeps idle ones 5 minutes):
// with pg's default of 10 s, the ten closed together in the middle of the app's next turn, and on two
// cores that held the app's reads up to 100 ms (bench/list-under-writes).
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10, idleTimeoutMillis: 0 });

createServer(async (request, response) => {
  const role = new URL(request.url, 'http://x').searchParams.get('as') ?? 'staff';
  try {
    // All at once: the fastest the same SQL can be answered, so the ratio errs against the app.
    // Named where the app prepares the statement, so both skip planning it alike.
    const results = await Promise.all(queriesByRole[role].map(({ query, params, name }) => pool.query({ name, text: query, values: params })));
    const body = JSON.stringify({ success: true, data: results.map((r) => r.rows) });
    response.writeHead(200, { 'content-type': 'application/json' }).end(body);
  } catch (error) {
    response.writeHead(500).end(String(error));
  }
}).listen(Number(port), '127.0.0.1', () => console.log('baseline ready'));
