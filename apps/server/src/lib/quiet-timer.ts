/**
 * Calls `onQuiet` once `quietMs` have passed since the last `activity()`: once per quiet spell, and
 * not again until there has been activity since. The timer does not hold the process open.
 */
export function createQuietTimer(quietMs: number, onQuiet: () => void) {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  return {
    activity() {
      if (stopped) return;
      // refresh() re-arms the same timer, also once it has fired: no new timer per request.
      if (timer) timer.refresh();
      else timer = setTimeout(onQuiet, quietMs).unref();
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
