import { defaultServiceDuration, formatShootTime, parseDateTime, workingHoursWarnings, type BusinessProfile, type ScheduleCheck, type ScheduleProjectInput } from '@portal/contract';
import { type Actor, systemReader } from '../../access/actor.ts';
import { requireAccess } from '../../access/permissions.ts';
import type { Db } from '../../db/client.ts';
import { AppError, invalidFields } from '../../errors.ts';
import type { Transact } from '../../lib/transaction.ts';
import type { ActivityRepository } from '../activity/activity.repository.ts';
import type { OrderNotifications } from '../notifications/order-notifications.ts';
import { firstNameOf } from '../projects/project-shape.ts';
import { projectEventData, type ProjectsService } from '../projects/projects.service.ts';
import type { PublishEvent } from '../webhooks/index.ts';
import type { ScheduleRepository, ScheduleState } from './schedule.repository.ts';

interface Deps {
  schedule: ScheduleRepository;
  projectsService: Pick<ProjectsService, 'get' | 'getForAccess'>;
  settings: { get(tx?: Db): Promise<BusinessProfile> };
  activity: ActivityRepository;
  transact: Transact;
  clock?: () => Date;
  notify?: OrderNotifications;
  events?: PublishEvent;
}

const dayMs = 86_400_000;

/** Booking a shoot's time and photographer: overlaps refused (409 naming the other shoot), working hours warned. */
export function createScheduleService({ schedule, projectsService, settings, activity, transact, clock = () => new Date(), notify, events }: Deps) {
  /** The slot asked for, checked against the shoot, the photographer and their other shoots; nothing written. */
  async function plan(actor: Actor, projectId: number, input: ScheduleProjectInput, tx: Db) {
    requireAccess(actor, 'schedule.manage');
    await projectsService.getForAccess(actor, projectId, tx);
    const profile = await settings.get(tx);
    const state = await schedule.lockState(projectId, tx);
    if (!state) throw new AppError('NOT_FOUND', 'Project not found.');
    if (state.status === 'cancelled' || state.status === 'completed') throw new AppError('CONFLICT', `A ${state.status} shoot cannot be scheduled.`);
    const start = parseDateTime(input.start, profile.time_zone)!;
    if (start.getTime() <= clock().getTime()) invalidFields([{ field: 'start', message: 'must be in the future' }]);
    const durationMinutes = input.duration_minutes ?? Math.max(state.serviceMinutes || defaultServiceDuration, 15);
    const end = new Date(start.getTime() + durationMinutes * 60_000);
    const photographer = await schedule.lockPhotographer(input.photographer_id, tx);
    if (!photographer) invalidFields([{ field: 'photographer_id', message: 'must be an active account with the photographer role' }]);
    const overlaps = await schedule.overlapping(photographer.id, start, end, projectId, tx);
    const conflicts = overlaps.map((other) => {
      const otherEnd = new Date(other.start!.getTime() + (other.durationMinutes ?? 0) * 60_000);
      return {
        project_id: other.id,
        title: other.projectName,
        start: other.start!.toISOString(),
        end: otherEnd.toISOString(),
        message: `Photographer ${photographer.username} is booked for ${other.projectName} from ${formatShootTime(other.start!, profile.time_zone)} to ${formatShootTime(otherEnd, profile.time_zone)}.`,
      };
    });
    const warnings = workingHoursWarnings(start, durationMinutes, profile.working_hours, profile.time_zone);
    return { state, start, end, durationMinutes, photographer, conflicts, warnings, profile };
  }

  /** The event, e-mails and reminders of a booked (or moved) shoot, in its transaction. */
  async function announce(actor: Actor, state: ScheduleState, booked: { start: Date; photographerId: number; sequence: number }, tx: Db) {
    const moved = state.scheduledStart !== null;
    await activity.record(
      actor,
      { action: moved ? 'project.rescheduled' : 'project.scheduled', entityType: 'project', entityId: state.id, detail: { start: booked.start.toISOString(), photographer_id: booked.photographerId, previous_start: state.scheduledStart?.toISOString() ?? null } },
      tx,
    );
    await notify?.queue(moved ? 'rescheduled' : 'scheduled', state.id, ['client'], booked.sequence, tx);
    const samePhotographer = state.photographerId === booked.photographerId;
    await notify?.queue(moved && samePhotographer ? 'rescheduled' : 'scheduled', state.id, ['photographer'], booked.sequence, tx);
    if (moved && state.photographerId && !samePhotographer) await notify?.queue('unscheduled', state.id, ['photographer'], booked.sequence, tx, state.photographerId);
    const remindAt = new Date(booked.start.getTime() - dayMs);
    if (remindAt.getTime() > clock().getTime()) await notify?.reminders(state.id, booked.sequence, remindAt, tx);
    const project = projectEventData(await projectsService.get(systemReader, state.id, tx));
    if (moved) await events?.('project.rescheduled', { project, previous_start: state.scheduledStart!.toISOString(), previous_photographer_id: state.photographerId }, tx);
    else await events?.('project.scheduled', { project }, tx);
  }

  return {
    /** What booking the slot would meet, without booking it: the calendar asks before it saves. */
    async check(actor: Actor, projectId: number, input: ScheduleProjectInput): Promise<ScheduleCheck> {
      return transact(async (tx) => {
        const { start, end, durationMinutes, conflicts, warnings } = await plan(actor, projectId, input, tx);
        return { start: start.toISOString(), end: end.toISOString(), duration_minutes: durationMinutes, conflicts, warnings };
      });
    },

    async schedule(actor: Actor, projectId: number, input: ScheduleProjectInput) {
      return transact(async (tx) => {
        const { state, start, durationMinutes, photographer, conflicts, warnings } = await plan(actor, projectId, input, tx);
        if (conflicts.length) throw new AppError('CONFLICT', conflicts[0]!.message, [{ field: 'start', message: conflicts[0]!.message }]);
        const unchanged = state.scheduledStart?.getTime() === start.getTime() && state.durationMinutes === durationMinutes && state.photographerId === photographer.id;
        if (!unchanged) {
          const sequence = await schedule.book(projectId, { start, durationMinutes, photographerId: photographer.id }, tx);
          await announce(actor, state, { start, photographerId: photographer.id, sequence }, tx);
        }
        const message = unchanged ? 'Nothing changed.' : `Booked with ${firstNameOf(photographer.username)}.`;
        return { data: await projectsService.get(actor, projectId, tx), message, warnings };
      });
    },

    /** Releases the booked time: the order goes back to the unscheduled list; client and photographer are told. */
    async unschedule(actor: Actor, projectId: number) {
      requireAccess(actor, 'schedule.manage');
      return transact(async (tx) => {
        await projectsService.getForAccess(actor, projectId, tx);
        const state = await schedule.lockState(projectId, tx);
        if (!state) throw new AppError('NOT_FOUND', 'Project not found.');
        if (!state.scheduledStart) throw new AppError('CONFLICT', 'This shoot has no booked time.');
        if (state.status === 'cancelled' || state.status === 'completed') throw new AppError('CONFLICT', `A ${state.status} shoot keeps its time.`);
        const sequence = await schedule.release(projectId, tx);
        await activity.record(actor, { action: 'project.unscheduled', entityType: 'project', entityId: projectId, detail: { previous_start: state.scheduledStart.toISOString() } }, tx);
        await notify?.queue('unscheduled', projectId, ['client'], sequence, tx);
        if (state.photographerId) await notify?.queue('unscheduled', projectId, ['photographer'], sequence, tx, state.photographerId);
        const project = projectEventData(await projectsService.get(systemReader, projectId, tx));
        await events?.('project.rescheduled', { project, previous_start: state.scheduledStart.toISOString(), previous_photographer_id: state.photographerId }, tx);
        return projectsService.get(actor, projectId, tx);
      });
    },
  };
}

export type ScheduleService = ReturnType<typeof createScheduleService>;
