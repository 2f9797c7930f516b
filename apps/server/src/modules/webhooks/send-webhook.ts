import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { performance } from 'node:perf_hooks';
import { resolvePublicAddress, type ResolveHost } from './outbound-address.ts';

export const deliveryTimeoutMs = 10_000;
/** What is kept of an answer's body, in the delivery's error. */
const keptBodyBytes = 1024;

export interface SendResult {
  ok: boolean;
  /** The answer's HTTP status; null when none came (timeout, refused connection, unsafe address). */
  status: number | null;
  durationMs: number;
  error: string | null;
}

export interface SendOptions {
  url: string;
  body: string;
  headers: Record<string, string>;
  /** Lifts the public-address rule (WEBHOOKS_ALLOW_PRIVATE). */
  allowPrivate: boolean;
  timeoutMs?: number;
  resolve?: ResolveHost;
  /** Which resolved addresses may be called (public ones; a test widens it to reach its own receiver). */
  allowAddress?: (address: string) => boolean;
}

/** Always answers the checked address, whatever name node asks about: the connection goes where the check looked. */
const pinnedLookup = (address: string, family: 4 | 6): LookupFunction =>
  ((_hostname: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    if (options?.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  }) as unknown as LookupFunction;

const withTimeout = <T>(work: Promise<T>, ms: number) =>
  Promise.race([work, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`No answer within ${ms / 1000} s`)), ms).unref())]);

/**
 * POSTs one delivery: 2xx is a success, anything else (another status, a timeout, a refused
 * connection, an address inside a network) a failure with its reason. Redirects are not followed.
 */
export async function sendWebhook({ url, body, headers, allowPrivate, timeoutMs = deliveryTimeoutMs, resolve, allowAddress }: SendOptions): Promise<SendResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const target = new URL(url);
  let lookup: LookupFunction | undefined;
  try {
    if (!allowPrivate) {
      const { address, family } = await withTimeout(resolvePublicAddress(target, resolve, allowAddress), timeoutMs);
      lookup = pinnedLookup(address, family);
    }
  } catch (error) {
    return { ok: false, status: null, durationMs: elapsed(), error: `Not sent: ${(error as Error).message}` };
  }

  const client = target.protocol === 'https:' ? https : http;
  return new Promise<SendResult>((settle) => {
    let done = false;
    const finish = (result: Omit<SendResult, 'durationMs'>) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      settle({ ...result, durationMs: elapsed() });
      request.destroy();
    };
    const request = client.request(
      target,
      { method: 'POST', headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) }, agent: false, ...(lookup ? { lookup } : {}) },
      (response) => {
        const status = response.statusCode ?? 0;
        const ok = status >= 200 && status < 300;
        const chunks: Buffer[] = [];
        let kept = 0;
        const answered = () => {
          const text = Buffer.concat(chunks).subarray(0, keptBodyBytes).toString('utf8').trim();
          finish({ ok, status, error: ok ? null : `Answered ${status}${text ? `: ${text}` : ''}` });
        };
        response.on('data', (chunk: Buffer) => {
          if (kept < keptBodyBytes) chunks.push(chunk);
          kept += chunk.length;
          if (kept >= keptBodyBytes) answered();
        });
        response.on('end', answered);
        response.on('error', answered);
      },
    );
    const timer = setTimeout(() => finish({ ok: false, status: null, error: `No answer within ${timeoutMs / 1000} s` }), timeoutMs);
    request.on('error', (error) => finish({ ok: false, status: null, error: error.message }));
    request.end(body);
  });
}
