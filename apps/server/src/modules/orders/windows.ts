import { parseDateTime, type TimeWindowInput } from '@portal/contract';
import { invalidFields, type FieldError } from '../../errors.ts';

/**
 * Preferred windows as stored (UTC ISO): each read in the business time zone when it names no
 * offset, each ending after it starts and starting in the future; 400 naming every window at fault.
 */
export function checkedWindows(windows: TimeWindowInput[], timeZone: string, now: Date): Array<{ start: string; end: string }> {
  const errors: FieldError[] = [];
  const parsed = windows.map((window, index) => {
    const start = parseDateTime(window.start, timeZone)!;
    const end = parseDateTime(window.end, timeZone)!;
    if (start.getTime() <= now.getTime()) errors.push({ field: `preferred_windows.${index}.start`, message: 'must be in the future' });
    if (end.getTime() <= start.getTime()) errors.push({ field: `preferred_windows.${index}.end`, message: 'must be after its start' });
    return { start: start.toISOString(), end: end.toISOString() };
  });
  if (errors.length) invalidFields(errors);
  return parsed;
}
