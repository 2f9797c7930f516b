/**
 * A full garbage collection now, when node runs with --expose-gc (npm start does). Image work leaves
 * tens of MB of dead buffers held outside V8's heap; V8 collects them only once more is allocated,
 * which an idle server never does, so they would stay resident until the next burst of work.
 */
export function collectGarbage() {
  (globalThis as { gc?: () => void }).gc?.();
}
