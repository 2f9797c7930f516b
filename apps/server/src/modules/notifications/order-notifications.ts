import { formatShootTime, type BusinessProfile } from '@portal/contract';
import type { Db } from '../../db/client.ts';
import type { JobHandlers } from '../../jobs/job-handler.ts';
import type { OrderMailEvent } from '../../jobs/job-kinds.ts';
import type { JobsRepository } from '../../jobs/jobs.repository.ts';
import type { Mailer, MailMessage } from '../../mail/mailer.ts';
import { shootCalendar } from '../calendar/ics.ts';
import { firstNameOf } from '../projects/project-shape.ts';
import type { OrderFacts, OrderRecipientsRepository } from './order-recipients.repository.ts';

type Audience = 'staff' | 'client' | 'photographer';

/** Queues an order's e-mails in the transaction of the change that causes them (docs/operations.md, "Order e-mails"). */
export function createOrderNotifications(jobs: Pick<JobsRepository, 'enqueue'>) {
  const queue = (event: OrderMailEvent, projectId: number, audiences: Audience[], sequence: number, tx: Db, photographerId?: number | null) =>
    Promise.all(audiences.map((audience) => jobs.enqueue('notify.order', { projectId, event, audience, sequence, ...(photographerId ? { photographerId } : {}) }, { tx })));
  return {
    queue,
    /** The day-before reminders, due `runAt`; a later change of the booking voids them (another sequence). */
    reminders: (projectId: number, sequence: number, runAt: Date, tx: Db) =>
      Promise.all((['client', 'photographer'] as const).map((audience) => jobs.enqueue('notify.shoot_reminder', { projectId, sequence, audience }, { tx, runAt }))),
  };
}

export type OrderNotifications = ReturnType<typeof createOrderNotifications>;

interface Deps {
  facts: OrderRecipientsRepository;
  mailer: Mailer;
  publicUrl: string;
  profile: () => Promise<Pick<BusinessProfile, 'name' | 'time_zone'>>;
}

const when = (facts: OrderFacts, timeZone: string) => {
  if (!facts.scheduledStart) return 'to be confirmed';
  const end = new Date(facts.scheduledStart.getTime() + (facts.durationMinutes ?? 0) * 60_000);
  return `${formatShootTime(facts.scheduledStart, timeZone)} to ${formatShootTime(end, timeZone).slice(11)} (${timeZone})`;
};

/** The lines a photographer needs at the door. */
const shootDetails = (facts: OrderFacts) =>
  [
    `Address: ${facts.address}`,
    `Services: ${facts.services.join(', ') || '—'}`,
    facts.order && `Access: ${facts.order.accessNotes || '—'} (${facts.order.occupancy})`,
    facts.order?.contact && `Listing contact: ${facts.order.contact}`,
    `Client: ${facts.company.name}`,
  ]
    .filter(Boolean)
    .join('\n');

function subjectAndBody(event: OrderMailEvent, audience: Audience, facts: OrderFacts, timeZone: string, link: string): { subject: string; text: string } {
  const name = facts.projectName;
  const time = when(facts, timeZone);
  const photographer = facts.photographer ? firstNameOf(facts.photographer.username) : 'our photographer';
  if (audience === 'staff') {
    if (event === 'created') return { subject: `New order: ${name}`, text: `${facts.company.name} booked a shoot.\n\n${shootDetails(facts)}\n\nPreferred times: ${(facts.order?.windows ?? []).map((w) => `${formatShootTime(w.start, timeZone)}–${formatShootTime(w.end, timeZone).slice(11)}`).join('; ')}\n\nSchedule it on the calendar: ${link}` };
    if (event === 'cancelled') return { subject: `Order cancelled: ${name}`, text: `${facts.company.name} cancelled the shoot ${name}.\n\n${link}` };
    return { subject: `Reschedule requested: ${name}`, text: `${facts.company.name} asked to move the shoot ${name}; its time is released and waits on the calendar's unscheduled list.\n\n${link}` };
  }
  if (audience === 'client') {
    switch (event) {
      case 'created':
        return { subject: `We received your order: ${name}`, text: `Thank you for your order.\n\n${shootDetails(facts)}\n\nWe will confirm the time and your photographer shortly. Follow it here: ${link}` };
      case 'scheduled':
        return { subject: `Your shoot is booked: ${name}`, text: `Your shoot is booked for ${time} with ${photographer}.\n\nThe attached calendar file adds it to your calendar. Details: ${link}` };
      case 'rescheduled':
        return { subject: `Your shoot has moved: ${name}`, text: `Your shoot now takes place ${time} with ${photographer}.\n\nThe attached calendar file updates your calendar. Details: ${link}` };
      case 'unscheduled':
        return { subject: `Your shoot's time is being rearranged: ${name}`, text: `The time booked for ${name} has been released; we will confirm a new one shortly.\n\n${link}` };
      case 'cancelled':
        return { subject: `Your shoot is cancelled: ${name}`, text: `The shoot ${name} is cancelled.\n\n${link}` };
      default:
        return { subject: `Your new preferred times: ${name}`, text: `We received your new preferred times for ${name} and will confirm a time shortly.\n\n${link}` };
    }
  }
  switch (event) {
    case 'scheduled':
      return { subject: `New shoot: ${name}, ${time}`, text: `You are booked for ${name}, ${time}.\n\n${shootDetails(facts)}\n\nThe attached calendar file adds it to your calendar. ${link}` };
    case 'rescheduled':
      return { subject: `Shoot moved: ${name}, ${time}`, text: `${name} now takes place ${time}.\n\n${shootDetails(facts)}\n\n${link}` };
    case 'cancelled':
      return { subject: `Shoot cancelled: ${name}`, text: `${name} is cancelled; it is off your calendar.` };
    default:
      return { subject: `Shoot released: ${name}`, text: `You are no longer booked for ${name}.` };
  }
}

/** The e-mails of an order, built from the rows when they go out; a mail server that refuses fails the attempt and the job engine retries. */
export function createOrderNotificationJobs({ facts, mailer, publicUrl, profile }: Deps): Pick<JobHandlers, 'notify.order' | 'notify.shoot_reminder'> {
  const host = new URL(publicUrl).host;
  const linkFor = (audience: Audience, projectId: number) => (audience === 'client' ? `${publicUrl}/client/project/${projectId}` : audience === 'staff' ? `${publicUrl}/calendar` : `${publicUrl}/projects/${projectId}`);
  const ics = (shoot: OrderFacts, timeZone: string, name: string) =>
    shoot.scheduledStart && [
      {
        filename: 'shoot.ics',
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        content: shootCalendar(
          [{ projectId: shoot.projectId, title: shoot.projectName, start: shoot.scheduledStart, durationMinutes: shoot.durationMinutes ?? 0, sequence: shoot.sequence, cancelled: shoot.status === 'cancelled', location: shoot.address, description: shoot.services.join(', ') }],
          { name, timeZone, host, stamp: new Date(), method: 'publish' },
        ),
      },
    ];

  async function recipients(audience: Audience, shoot: OrderFacts, photographerId?: number) {
    if (audience === 'staff') return (await facts.staffEmails()).join(', ');
    if (audience === 'client') return shoot.company.email;
    const photographer = photographerId ? await facts.person(photographerId) : shoot.photographer;
    return photographer?.email ?? '';
  }

  return {
    'notify.order': {
      describe: (p) => p,
      async handle({ projectId, event, audience, sequence, photographerId }) {
        const shoot = await facts.facts(projectId);
        if (!shoot) return; // deleted in the meantime: nobody to tell
        // A booking message a newer change has overtaken would give a stale time: the newer one follows.
        if ((event === 'scheduled' || event === 'rescheduled') && shoot.sequence !== sequence) return;
        const to = await recipients(audience, shoot, photographerId);
        if (!to) return;
        const { name, time_zone: timeZone } = await profile();
        const message: MailMessage = { to, ...subjectAndBody(event, audience, shoot, timeZone, linkFor(audience, projectId)), senderName: name };
        const attachment = (event === 'scheduled' || event === 'rescheduled' || event === 'cancelled') && audience !== 'staff' ? ics(shoot, timeZone, name) : undefined;
        await mailer.send(attachment ? { ...message, attachments: attachment } : message);
      },
    },
    'notify.shoot_reminder': {
      describe: (p) => p,
      async handle({ projectId, sequence, audience }) {
        const shoot = await facts.facts(projectId);
        // Moved, released or cancelled since it was queued: that change queued its own reminder, or none.
        if (!shoot || shoot.sequence !== sequence || !shoot.scheduledStart || shoot.status === 'cancelled' || shoot.status === 'completed') return;
        const to = await recipients(audience, shoot);
        if (!to) return;
        const { name, time_zone: timeZone } = await profile();
        const photographer = shoot.photographer ? firstNameOf(shoot.photographer.username) : 'our photographer';
        const text =
          audience === 'client'
            ? `A reminder: your shoot ${shoot.projectName} is tomorrow, ${when(shoot, timeZone)}, with ${photographer}.\n\n${linkFor('client', projectId)}`
            : `A reminder: you shoot ${shoot.projectName} tomorrow, ${when(shoot, timeZone)}.\n\n${shootDetails(shoot)}`;
        await mailer.send({ to, subject: `Tomorrow: ${shoot.projectName}`, text, senderName: name });
      },
    },
  };
}
