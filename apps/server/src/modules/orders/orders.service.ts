import { clientMayChange, priceServices, type BusinessProfile, type CancelOrderInput, type CreateOrderInput, type RescheduleRequestInput } from '@portal/contract';
import { type Actor, actorRole, systemReader } from '../../access/actor.ts';
import { requireAccess } from '../../access/permissions.ts';
import type { Db } from '../../db/client.ts';
import { AppError, invalidFields } from '../../errors.ts';
import type { Transact } from '../../lib/transaction.ts';
import type { ActivityRepository } from '../activity/activity.repository.ts';
import type { OrderNotifications } from '../notifications/order-notifications.ts';
import type { InvoicesService } from '../invoices/invoices.service.ts';
import type { ProjectsRepository } from '../projects/projects.repository.ts';
import { projectEventData, type ProjectsService } from '../projects/projects.service.ts';
import type { ScheduleRepository, ScheduleState } from '../calendar/schedule.repository.ts';
import type { PublishEvent } from '../webhooks/index.ts';
import type { OrdersRepository } from './orders.repository.ts';
import { checkedWindows } from './windows.ts';

interface Deps {
  orders: OrdersRepository;
  projects: ProjectsRepository;
  projectsService: Pick<ProjectsService, 'get' | 'getForAccess'>;
  schedule: ScheduleRepository;
  invoicing: Pick<InvoicesService, 'issue' | 'whole'>;
  settings: { get(tx?: Db): Promise<BusinessProfile> };
  activity: ActivityRepository;
  transact: Transact;
  clock?: () => Date;
  notify?: OrderNotifications;
  events?: PublishEvent;
}

export const contactStudioMessage = (cutoffHours: number) =>
  `Please contact the studio: changes close ${cutoffHours} hours before the shoot.`;

/** A project's name from its address: what staff read in lists and on the calendar. */
const nameFromAddress = (address: string) => address.split('\n')[0]!.slice(0, 255);

/** A client's orders: booking a shoot, asking to move it, and cancelling (staff cancel too). */
export function createOrdersService({ orders, projects, projectsService, schedule, invoicing, settings, activity, transact, clock = () => new Date(), notify, events }: Deps) {
  /** The shoot locked for a change, open (not cancelled nor completed), and for a client within its cut-off. */
  async function openForChange(actor: Actor, projectId: number, profile: BusinessProfile, tx: Db): Promise<ScheduleState> {
    await projectsService.getForAccess(actor, projectId, tx);
    const state = await schedule.lockState(projectId, tx);
    if (!state) throw new AppError('NOT_FOUND', 'Project not found.');
    if (state.status === 'cancelled') throw new AppError('CONFLICT', 'This shoot is already cancelled.');
    if (state.status === 'completed') throw new AppError('CONFLICT', 'This shoot is completed; it can no longer change.');
    const timing = { status: state.status, scheduled_start: state.scheduledStart?.toISOString() ?? null, preferred_windows: state.preferredWindows };
    if (actorRole(actor) === 'client' && !clientMayChange(timing, profile.cancel_cutoff_hours, clock())) throw new AppError('FORBIDDEN', contactStudioMessage(profile.cancel_cutoff_hours));
    return state;
  }

  return {
    /** Book a Shoot: the project (pending) with its services, its order and its draft invoice, in one transaction. */
    async create(actor: Actor, input: CreateOrderInput) {
      requireAccess(actor, 'orders.place');
      if (actor.companyId === null) throw new AppError('FORBIDDEN', 'Only a client company or its contacts can book a shoot.');
      const companyId = actor.companyId;
      const profile = await settings.get();
      const windows = checkedWindows(input.preferred_windows, profile.time_zone, clock());
      return transact(async (tx) => {
        const found = await orders.servicesByIds(input.service_ids, tx);
        const byId = new Map(found.map((service) => [service.id, service]));
        const missing = input.service_ids.filter((id) => !byId.has(id));
        if (missing.length) invalidFields([{ field: 'service_ids', message: `service_ids: no service ${missing.join(', ')}` }]);
        const inactive = found.filter((service) => !service.isActive);
        if (inactive.length) invalidFields([{ field: 'service_ids', message: `service_ids: ${inactive.map((s) => `"${s.name}"`).join(', ')} cannot be ordered any more` }]);
        const chosen = input.service_ids.map((id) => byId.get(id)!);
        if (chosen.every((service) => service.isAddon)) invalidFields([{ field: 'service_ids', message: 'service_ids: choose a main service; add-ons come with one' }]);

        const id = await projects.insert(
          { projectName: nameFromAddress(input.address), description: input.notes ?? '', companyId, serviceId: chosen[0]!.id, siteAddress: input.address, status: 'pending' },
          tx,
        );
        await projects.setServices(id, input.service_ids, tx);
        await orders.insert(
          {
            projectId: id,
            propertyType: input.property_type,
            bedrooms: input.bedrooms ?? null,
            bathrooms: input.bathrooms ?? null,
            floorArea: input.floor_area ?? null,
            preferredWindows: windows,
            accessNotes: input.access_notes ?? '',
            occupancy: input.occupancy,
            listingContactName: input.listing_contact?.name ?? null,
            listingContactPhone: input.listing_contact?.phone ?? '',
            listingContactEmail: input.listing_contact?.email ?? '',
            notes: input.notes ?? '',
            orderedByKind: actor.kind,
            orderedById: actor.id,
          },
          tx,
        );
        await activity.record(actor, { action: 'order.created', entityType: 'project', entityId: id, detail: { projectName: nameFromAddress(input.address), services: chosen.map((s) => s.name) } }, tx);
        const invoice = await invoicing.issue(actor, id, tx);
        await notify?.queue('created', id, ['staff', 'client'], 0, tx);
        const whole = () => projectsService.get(systemReader, id, tx);
        await events?.('project.created', async () => ({ project: projectEventData(await whole()) }), tx);
        await events?.('order.created', async () => ({ project: projectEventData(await whole()), invoice: await invoicing.whole(invoice.id, tx) }), tx);
        const quote = { ...priceServices(chosen.map((s) => ({ id: s.id, name: s.name, price: s.price, gstRate: s.gstRate }))), currency: invoice.currency };
        return { project: await projectsService.get(actor, id, tx), quote };
      });
    },

    /** Cancels the shoot: a client its own before the cut-off, staff any open one. */
    async cancel(actor: Actor, projectId: number, input: CancelOrderInput) {
      requireAccess(actor, 'orders.cancel');
      const profile = await settings.get();
      return transact(async (tx) => {
        const state = await openForChange(actor, projectId, profile, tx);
        const sequence = await schedule.cancel(projectId, input.reason ?? null, clock(), tx);
        await activity.record(actor, { action: 'project.status_changed', entityType: 'project', entityId: projectId, detail: { from: state.status, to: 'cancelled' } }, tx);
        await activity.record(actor, { action: 'order.cancelled', entityType: 'project', entityId: projectId, detail: { reason: input.reason ?? null, by: actorRole(actor) } }, tx);
        await notify?.queue('cancelled', projectId, actorRole(actor) === 'client' ? ['client', 'staff'] : ['client'], sequence, tx);
        if (state.photographerId && state.scheduledStart) await notify?.queue('cancelled', projectId, ['photographer'], sequence, tx, state.photographerId);
        const whole = await projectsService.get(systemReader, projectId, tx);
        await events?.('project.status_changed', { project: projectEventData(whole), previous_status: state.status, status: 'cancelled' }, tx);
        await events?.('order.cancelled', { project: projectEventData(whole), previous_status: state.status, reason: input.reason ?? null, cancelled_by: actorRole(actor) === 'client' ? 'client' : 'studio' }, tx);
        return projectsService.get(actor, projectId, tx);
      });
    },

    /** A client's new preferred times: the booked time is released and the order waits on the unscheduled list. */
    async requestReschedule(actor: Actor, projectId: number, input: RescheduleRequestInput) {
      requireAccess(actor, 'orders.place');
      const profile = await settings.get();
      const windows = checkedWindows(input.preferred_windows, profile.time_zone, clock());
      return transact(async (tx) => {
        const state = await openForChange(actor, projectId, profile, tx);
        if (!state.hasOrder) throw new AppError('CONFLICT', 'This shoot was not booked as an order; please contact the studio to move it.');
        await schedule.replaceWindows(projectId, windows, tx);
        const sequence = state.scheduledStart ? await schedule.release(projectId, tx) : state.scheduleSequence;
        await activity.record(actor, { action: 'order.reschedule_requested', entityType: 'project', entityId: projectId, detail: { windows, note: input.note ?? null } }, tx);
        await notify?.queue('reschedule_requested', projectId, ['staff', 'client'], sequence, tx);
        if (state.photographerId && state.scheduledStart) await notify?.queue('unscheduled', projectId, ['photographer'], sequence, tx, state.photographerId);
        if (state.scheduledStart) {
          const whole = await projectsService.get(systemReader, projectId, tx);
          await events?.('project.rescheduled', { project: projectEventData(whole), previous_start: state.scheduledStart.toISOString(), previous_photographer_id: state.photographerId, requested_windows: windows }, tx);
        }
        return projectsService.get(actor, projectId, tx);
      });
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
