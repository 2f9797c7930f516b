import { useState } from 'react';

/**
 * True from the first render where `value` is true on. Code loaded when something first opens (a
 * dialog, a sheet) stays mounted after it closes, so it can animate out and give focus back.
 */
export function useLatch(value: boolean): boolean {
  const [latched, setLatched] = useState(value);
  if (value && !latched) setLatched(true);
  return latched || value;
}
