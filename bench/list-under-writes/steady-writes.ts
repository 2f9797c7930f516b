// A busy studio's writes through the API at a steady rate: every tick one project is created (with
// its invoice) or one is changed, alternately, whether or not the previous call has answered.

export interface WriterReport {
  /** Writes answered 2xx per second, over the time the writer ran. */
  perSecond: number;
  failed: number;
  p50: number;
  p99: number;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;

/** Starts writing `perSecond` times a second to the app at `origin` with this staff token; the returned function stops it. */
export function startSteadyWrites(origin: string, token: string, perSecond: number, refs = { companies: 1_000, projects: 10_000 }) {
  const headers = { authorization: `Token ${token}`, 'content-type': 'application/json' };
  const times: number[] = [];
  const pending = new Set<Promise<void>>();
  let failed = 0;
  let n = 0;
  const started = performance.now();
  const write = async (i: number) => {
    const body =
      i % 2 === 0
        ? { url: '/api/v1/projects/', payload: { projectName: `Harbour Steady ${i}`, company_id: 1 + (i % refs.companies), category_id: 1 + (i % 5), service_id: 1 + (i % 6), siteAddress: `https://maps.example/steady/${i}` } }
        : { url: `/api/v1/projects/${1 + ((i * 7919) % refs.projects)}/`, payload: { description: `Listing shoot, note ${i}` } };
    const sent = performance.now();
    try {
      const res = await fetch(origin + body.url, { method: 'POST', headers, body: JSON.stringify(body.payload) });
      await res.arrayBuffer();
      if (res.ok) times.push(performance.now() - sent);
      else failed++;
    } catch {
      failed++;
    }
  };
  const timer = setInterval(() => {
    const call = write(n++);
    pending.add(call);
    void call.finally(() => pending.delete(call));
  }, 1000 / perSecond);
  return async (): Promise<WriterReport> => {
    clearInterval(timer);
    await Promise.all(pending);
    const sorted = times.sort((a, b) => a - b);
    return {
      perSecond: Math.round((times.length / (performance.now() - started)) * 1000),
      failed,
      p50: Math.round(percentile(sorted, 50)),
      p99: Math.round(percentile(sorted, 99)),
    };
  };
}
