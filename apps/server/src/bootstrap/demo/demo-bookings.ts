import { createOrderInput, scheduleProjectInput, wallTimeIn } from '@portal/contract';
import { asc, eq } from 'drizzle-orm';
import type { Actor } from '../../access/actor.ts';
import type { Db } from '../../db/client.ts';
import { projects } from '../../db/schema/index.ts';
import type { Services } from '../../services.ts';
import { demoOrders } from './demo-content.ts';

const pad = (n: number) => String(n).padStart(2, '0');
/** Start times a photographer's day is booked at, on the studio's clock. */
const slots = ['09:00', '11:30', '14:30'];

/** The working days (Monday to Saturday) after today on the studio's clock, as 'YYYY-MM-DD'. */
function workingDaysAhead(now: Date, timeZone: string, count: number): string[] {
  const today = wallTimeIn(now, timeZone);
  const days: string[] = [];
  for (let ahead = 1; days.length < count; ahead += 1) {
    const day = new Date(Date.UTC(today.year, today.month - 1, today.day + ahead));
    if (day.getUTCDay() !== 0) days.push(`${day.getUTCFullYear()}-${pad(day.getUTCMonth() + 1)}-${pad(day.getUTCDate())}`);
  }
  return days;
}

/**
 * The week ahead, as a studio has it: the shoots waiting on a date are booked with the two
 * photographers over the next working days (through the scheduling service, so clients and
 * photographers get their calendar entries), and a few client orders wait in the unscheduled list.
 */
export async function loadDemoBookings(db: Db, services: Services, owner: Actor, client: Actor, photographerIds: number[], serviceIds: number[], timeZone: string, now: Date) {
  const waiting = await db.select({ id: projects.id }).from(projects).where(eq(projects.status, 'pending')).orderBy(asc(projects.id));
  const days = workingDaysAhead(now, timeZone, Math.max(1, Math.ceil(waiting.length / 2)));
  for (const [i, { id }] of waiting.entries()) {
    const start = `${days[Math.floor(i / 2)]}T${slots[i % slots.length]}`;
    await services.schedule.schedule(owner, id, scheduleProjectInput.parse({ start, photographer_id: photographerIds[i % photographerIds.length] }));
  }
  const ahead = workingDaysAhead(now, timeZone, 6);
  for (const [address, property_type, bedrooms, bathrooms, serviceIndexes, daysAhead] of demoOrders) {
    const day = ahead[daysAhead - 1]!;
    const input = createOrderInput.parse({
      address,
      property_type,
      bedrooms,
      bathrooms,
      service_ids: serviceIndexes.map((index) => serviceIds[index]),
      preferred_windows: [
        { start: `${day}T09:00`, end: `${day}T12:00` },
        { start: `${ahead[daysAhead]}T13:00`, end: `${ahead[daysAhead]}T17:00` },
      ],
      access_notes: 'Agent meets the photographer on site.',
      occupancy: bedrooms > 2 ? 'occupied' : 'vacant',
    });
    await services.orders.create(client, input);
  }
  return { scheduled: waiting.length, orders: demoOrders.length };
}
