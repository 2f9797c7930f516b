import { formatClockTime, formatShootTime, workingHoursWarnings, type CalendarEvent, type WorkingHours } from '@portal/contract';

/** A slot staff are about to book. */
export interface ProposedSlot {
  projectId: number;
  start: Date;
  durationMinutes: number;
  photographerId: number | null;
}

/**
 * What would be wrong with booking the slot, worded for the schedule dialog, from the shoots the
 * calendar has loaded and the studio's settings: a time already past, the same photographer on
 * another shoot at an overlapping time, outside the working day. The server refuses an overlap
 * (409) whatever the screen knew; the rest are warnings staff may accept.
 */
export function scheduleConflicts(slot: ProposedSlot, shoots: readonly CalendarEvent[], hours: WorkingHours, timeZone: string, now: Date = new Date()): string[] {
  const start = slot.start.getTime();
  const end = start + slot.durationMinutes * 60_000;
  const warnings: string[] = [];
  if (start < now.getTime()) warnings.push(`${formatShootTime(slot.start, timeZone)} has already passed.`);
  if (slot.photographerId !== null) {
    for (const shoot of shoots) {
      if (shoot.project_id === slot.projectId || shoot.photographer?.id !== slot.photographerId || shoot.order_stage === 'cancelled') continue;
      const otherStart = Date.parse(shoot.start);
      const otherEnd = Date.parse(shoot.end);
      if (start < otherEnd && end > otherStart) {
        warnings.push(`${shoot.photographer.username || shoot.photographer.first_name} is already booked on ${shoot.title} (${formatShootTime(shoot.start, timeZone)}–${formatClockTime(shoot.end, timeZone)}).`);
      }
    }
  }
  return [...warnings, ...workingHoursWarnings(slot.start, slot.durationMinutes, hours, timeZone)];
}
