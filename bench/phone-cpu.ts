// The CPU of the phone the browser benches emulate, the same on every machine. A fixed slowdown
// ("CPU x4") emulates a different phone on each machine: x4 on a fast laptop is a quick phone, on a
// slow VM a budget one (on a 2-core cloud VM, x4 measured as a BenchmarkIndex of 650-690).
// Instead the slowdown is chosen so that the page measures as DevTools' "mid-tier mobile" preset.
import type { Browser, CDPSession } from 'playwright-core';
import { median } from './lib.mjs';

/** DevTools' calibrated presets, as BenchmarkIndex scores: a mid-tier phone (Pixel 5 class) and a low-tier one. */
export const phoneIndex = { midTier: 1000, lowTier: 264 };

/**
 * Lighthouse's BenchmarkIndex, the measure DevTools' presets are given in, run in the page: how many
 * 10,000-character strings it builds a second, and how many times it copies a 100,000-integer array
 * a second (reading the clock every tenth copy), each divided by 10, averaged. Higher is faster.
 * No named function inside: tsx would wrap it in a helper the page does not have.
 */
function benchmarkIndex(halfMs: number) {
  let start = Date.now();
  let rounds = 0;
  while (Date.now() - start < halfMs) {
    let text = '';
    for (let i = 0; i < 10_000; i++) text += 'a';
    if (text.length === 1) throw new Error('unreachable: keeps the loop from being optimised away');
    rounds++;
  }
  const strings = Math.round(rounds / 10 / ((Date.now() - start) / 1000));
  const from: number[] = [];
  const to: number[] = [];
  for (let i = 0; i < 100_000; i++) from[i] = to[i] = i;
  start = Date.now();
  rounds = 0;
  while (rounds % 10 !== 0 || Date.now() - start < halfMs) {
    const source = rounds % 2 === 0 ? from : to;
    const target = rounds % 2 === 0 ? to : from;
    for (let i = 0; i < source.length; i++) target[i] = source[i]!;
    rounds++;
  }
  const arrays = Math.round(rounds / 10 / ((Date.now() - start) / 1000));
  return (strings + arrays) / 2;
}

export interface PhoneCpu {
  /** The slowdown given to Chromium (Emulation.setCPUThrottlingRate). */
  rate: number;
  /** The machine's own index, and the page's under `rate`. */
  hostIndex: number;
  throttledIndex: number;
  /** Where the rate came from: calibrated to a preset, or BENCH_CPU_RATE. */
  source: string;
}

/**
 * The slowdown that makes this machine's Chromium score `target` (default the mid-tier phone):
 * measured unthrottled, then at the rate that ratio gives, corrected by what each rate scored.
 * BENCH_CPU_RATE forces a rate (`BENCH_CPU_RATE=4` gives the fixed x4 of earlier runs).
 */
export async function phoneCpu(browser: Browser, target = phoneIndex.midTier): Promise<PhoneCpu> {
  const page = await browser.newPage();
  try {
    const cdp = await page.context().newCDPSession(page);
    // The median of three: on a shared VM one measure can be a third off.
    const measure = async (rate: number) => {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate });
      const indexes: number[] = [];
      for (let i = 0; i < 3; i++) indexes.push(await page.evaluate(benchmarkIndex, 500));
      return median(indexes);
    };
    await measure(1); // warms V8 up; the next measure is the one kept
    const hostIndex = await measure(1);
    const forced = Number(process.env.BENCH_CPU_RATE);
    if (process.env.BENCH_CPU_RATE !== undefined) {
      if (!(forced >= 1)) throw new Error(`BENCH_CPU_RATE must be a number of at least 1, not ${process.env.BENCH_CPU_RATE}`);
      return { rate: forced, hostIndex, throttledIndex: await measure(forced), source: 'BENCH_CPU_RATE' };
    }
    const clamp = (rate: number) => Math.min(20, Math.max(1, Math.round(rate * 10) / 10));
    // Corrected by what each rate scored, until within 10% (three corrections at most: the VM's own noise is about that).
    let rate = clamp(hostIndex / target);
    let throttledIndex = await measure(rate);
    for (let correction = 0; correction < 3 && Math.abs(throttledIndex - target) > target / 10; correction++) {
      const next = clamp((rate * throttledIndex) / target);
      if (next === rate) break;
      rate = next;
      throttledIndex = await measure(rate);
    }
    return { rate, hostIndex, throttledIndex, source: `calibrated to a BenchmarkIndex of ${target}` };
  } finally {
    await page.close();
  }
}

/** Slows the page's CPU to the phone's. */
export const slowToPhone = (cdp: CDPSession, cpu: PhoneCpu) => cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu.rate });

/** One line for a bench's heading: the rate, where it came from, and the indexes it gave. */
export const describePhoneCpu = (cpu: PhoneCpu) =>
  `CPU x${cpu.rate} (${cpu.source}; this machine's BenchmarkIndex ${Math.round(cpu.hostIndex)}, throttled ${Math.round(cpu.throttledIndex)}; DevTools' mid-tier phone ${phoneIndex.midTier}, low-tier ${phoneIndex.lowTier})`;
