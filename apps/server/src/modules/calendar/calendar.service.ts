import { maxCalendarRangeDays, orderStage, parseDateTime, type BusinessProfile, type CalendarEvent, type CalendarFeed, type CalendarQuery, type CreateCalendarFeedInput } from '@portal/contract';
import { eq, type SQL } from 'drizzle-orm';
import { type Actor, actorRole } from '../../access/actor.ts';
import { requireAccess } from '../../access/permissions.ts';
import type { Db } from '../../db/client.ts';
import { calendarFeeds } from '../../db/schema/index.ts';
import { AppError, invalidFields } from '../../errors.ts';
import { isoOrNull, isoString } from '../../lib/list.ts';
import type { Transact } from '../../lib/transaction.ts';
import type { ActivityRepository } from '../activity/activity.repository.ts';
import { hashTokenSecret, newTokenSecret } from '../auth/token-secret.ts';
import { firstNameOf, photographerFor } from '../projects/project-shape.ts';
import type { CalendarFeedsRepository, FeedOwner } from './calendar-feeds.repository.ts';
import type { CalendarRepository, CalendarRow } from './calendar.repository.ts';
import { shootCalendar } from './ics.ts';
import type { ScheduleRepository } from './schedule.repository.ts';

interface Deps {
  calendar: CalendarRepository;
  feeds: CalendarFeedsRepository;
  schedule: Pick<ScheduleRepository, 'lockPhotographer'>;
  companyExists: (id: number, tx: Db) => Promise<boolean>;
  settings: { get(tx?: Db): Promise<BusinessProfile> };
  activity: ActivityRepository;
  transact: Transact;
  publicUrl: string;
  clock?: () => Date;
}

const dayMs = 86_400_000;
/** How far back a feed reaches: calendar apps keep what they already have. */
const feedHistoryDays = 90;

/** A range bound: a date is midnight in the business time zone, a date-time as given. */
function bound(text: string, timeZone: string) {
  return parseDateTime(/^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text}T00:00` : text, timeZone)!;
}

/** The shoot calendar, the unscheduled list and the private feeds. */
export function createCalendarService({ calendar, feeds, schedule, companyExists, settings, activity, transact, publicUrl, clock = () => new Date() }: Deps) {
  const host = new URL(publicUrl).host;

  function toEvent(row: CalendarRow, actor: Actor, now: Date): CalendarEvent {
    const start = isoString(row.start!);
    const duration = row.durationMinutes ?? 0;
    return {
      project_id: row.id,
      title: row.projectName,
      status: row.status,
      order_stage: orderStage({ status: row.status, scheduled_start: start, duration_minutes: duration }, now),
      start,
      end: new Date(Date.parse(start) + duration * 60_000).toISOString(),
      duration_minutes: duration,
      photographer: photographerFor(row.photographerId === null ? null : { id: row.photographerId, username: row.photographerName ?? '' }, actor),
      company: { id: row.companyId, name: row.companyName },
      address: row.address,
      services: row.services,
    };
  }

  /** The feeds the actor may see and manage: staff all, a photographer theirs, a client its company's. */
  function feedScope(actor: Actor): SQL | undefined {
    switch (actorRole(actor)) {
      case 'photographer':
        return eq(calendarFeeds.photographerId, actor.id);
      case 'client':
        return eq(calendarFeeds.companyId, actor.companyId ?? 0);
      default:
        return undefined;
    }
  }

  const toFeed = (row: Awaited<ReturnType<CalendarFeedsRepository['list']>>[number]): CalendarFeed => ({
    id: row.id,
    kind: row.photographerId !== null ? 'photographer' : 'company',
    owner: { id: (row.photographerId ?? row.companyId)!, name: row.ownerName },
    prefix: row.prefix,
    created_at: isoString(row.createdAt),
    last_used_at: isoOrNull(row.lastUsedAt),
    revoked_at: isoOrNull(row.revokedAt),
  });

  /** Whose feed a call names: a photographer or a client its own, staff anyone's (400 naming the field when it is no one). */
  async function feedOwner(actor: Actor, input: CreateCalendarFeedInput, tx: Db): Promise<FeedOwner> {
    const role = actorRole(actor);
    if (role === 'photographer') {
      if (input.company_id || (input.photographer_id && input.photographer_id !== actor.id)) throw new AppError('FORBIDDEN', 'A photographer manages only their own feed.');
      return { photographerId: actor.id };
    }
    if (role === 'client') {
      if (input.photographer_id) throw new AppError('FORBIDDEN', "A client manages only its company's feed.");
      if (input.company_id && input.company_id !== actor.companyId) throw new AppError('NOT_FOUND', 'Company not found.');
      if (actor.companyId === null) throw new AppError('FORBIDDEN', "A client manages only its company's feed.");
      return { companyId: actor.companyId };
    }
    if (input.photographer_id) {
      if (!(await schedule.lockPhotographer(input.photographer_id, tx))) invalidFields([{ field: 'photographer_id', message: 'must be an active account with the photographer role' }]);
      return { photographerId: input.photographer_id };
    }
    if (input.company_id) {
      if (!(await companyExists(input.company_id, tx))) invalidFields([{ field: 'company_id', message: 'does not match an existing record' }]);
      return { companyId: input.company_id };
    }
    return invalidFields([{ field: 'photographer_id', message: 'name a photographer (photographer_id) or a client company (company_id)' }]);
  }

  /** A feed in the actor's scope; 404 otherwise. */
  async function getFeed(actor: Actor, id: number) {
    requireAccess(actor, 'calendar.read');
    const row = await feeds.find(id);
    const scope = feedScope(actor);
    const seen = row && (!scope || (actorRole(actor) === 'photographer' ? row.photographerId === actor.id : row.companyId === actor.companyId));
    if (!row || !seen) throw new AppError('NOT_FOUND', 'Calendar feed not found.');
    return toFeed(row);
  }

  return {
    async settings(actor: Actor) {
      requireAccess(actor, 'session.read');
      const { time_zone, working_hours, cancel_cutoff_hours } = await settings.get();
      return { time_zone, working_hours, cancel_cutoff_hours };
    },

    /** Booked shoots overlapping [from, to) in the actor's scope, in start order. */
    async range(actor: Actor, query: CalendarQuery) {
      requireAccess(actor, 'calendar.read');
      const { time_zone: timeZone } = await settings.get();
      const from = bound(query.from, timeZone);
      const to = bound(query.to, timeZone);
      if (to.getTime() <= from.getTime()) invalidFields([{ field: 'to', message: 'must be after from' }]);
      if (to.getTime() - from.getTime() > maxCalendarRangeDays * dayMs) invalidFields([{ field: 'to', message: `must be at most ${maxCalendarRangeDays} days after from` }]);
      const rows = await calendar.range(actor, from, to, { photographerId: query.photographer_id, includeCancelled: query.include_cancelled === 'true' });
      const now = clock();
      return { data: rows.map((row) => toEvent(row, actor, now)), time_zone: timeZone };
    },

    async unscheduled(actor: Actor, query: { page?: number; page_size?: number }) {
      requireAccess(actor, 'schedule.manage');
      const { rows, total, pagination } = await calendar.unscheduled(actor, query);
      return {
        data: rows.map((row) => ({
          project_id: row.id,
          title: row.projectName,
          status: row.status,
          company: { id: row.companyId, name: row.companyName },
          address: row.address,
          preferred_windows: row.windows,
          duration_minutes: row.minutes,
          services: row.services,
          created_at: isoString(row.createdAt),
        })),
        pagination,
        stats: { total },
      };
    },

    async listFeeds(actor: Actor) {
      requireAccess(actor, 'calendar.read');
      return (await feeds.list(feedScope(actor))).map(toFeed);
    },

    /** A new secret URL for the owner's feed; their previous one stops working. The URL is shown this once. */
    async createFeed(actor: Actor, input: CreateCalendarFeedInput) {
      requireAccess(actor, 'calendar.read');
      const { secret, hash } = newTokenSecret();
      return transact(async (tx) => {
        const owner = await feedOwner(actor, input, tx);
        const id = await feeds.replace(owner, { hash, prefix: secret.slice(0, 8) }, clock(), tx);
        await activity.record(actor, { action: 'calendar_feed.created', entityType: 'settings', entityId: id, detail: owner }, tx);
        const row = (await feeds.find(id, tx))!;
        return { ...toFeed(row), url: `${publicUrl}/api/v1/calendar/feeds/${secret}/feed.ics` };
      });
    },

    getFeed,

    async revokeFeed(actor: Actor, id: number) {
      await getFeed(actor, id);
      await feeds.revoke(id, clock());
      return toFeed((await feeds.find(id))!);
    },

    /** The feed a token opens, as iCalendar; a revoked or unknown token is a 404. */
    async follow(token: string) {
      const now = clock();
      const feed = await feeds.open(hashTokenSecret(token), now);
      if (!feed) throw new AppError('NOT_FOUND', 'Calendar feed not found.');
      const owner: FeedOwner = feed.photographerId !== null ? { photographerId: feed.photographerId } : { companyId: feed.companyId! };
      const [profile, rows] = await Promise.all([settings.get(), calendar.feed(owner, new Date(now.getTime() - feedHistoryDays * dayMs))]);
      const forClient = 'companyId' in owner;
      return shootCalendar(
        rows.map((row) => ({
          projectId: row.id,
          title: forClient ? `Photo shoot: ${row.projectName}` : row.projectName,
          start: row.start!,
          durationMinutes: row.durationMinutes ?? 0,
          sequence: row.sequence,
          cancelled: row.status === 'cancelled',
          location: row.address,
          description: [row.services.join(', '), forClient ? row.photographerName && `Photographer: ${firstNameOf(row.photographerName)}` : `Client: ${row.companyName}`].filter(Boolean).join('\n'),
        })),
        { name: `${profile.name} shoots`, timeZone: profile.time_zone, host, stamp: now },
      );
    },
  };
}

export type CalendarService = ReturnType<typeof createCalendarService>;
