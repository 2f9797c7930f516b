import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQuietTimer } from './quiet-timer.ts';

describe('quiet timer', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('fires once the quiet time has passed since the last activity, and once per quiet spell', () => {
    const onQuiet = vi.fn();
    const quiet = createQuietTimer(5_000, onQuiet);
    vi.advanceTimersByTime(10_000);
    expect(onQuiet).not.toHaveBeenCalled();

    quiet.activity();
    vi.advanceTimersByTime(3_000);
    quiet.activity();
    vi.advanceTimersByTime(4_999);
    expect(onQuiet).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onQuiet).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60_000);
    expect(onQuiet).toHaveBeenCalledTimes(1);

    quiet.activity();
    vi.advanceTimersByTime(5_000);
    expect(onQuiet).toHaveBeenCalledTimes(2);
  });

  it('never fires once stopped, whatever activity follows', () => {
    const onQuiet = vi.fn();
    const quiet = createQuietTimer(1_000, onQuiet);
    quiet.activity();
    quiet.stop();
    quiet.activity();
    vi.advanceTimersByTime(5_000);
    expect(onQuiet).not.toHaveBeenCalled();
  });
});
