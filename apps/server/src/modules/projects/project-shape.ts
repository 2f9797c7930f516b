import { changeDeadline, clientMayChange, orderStage, type Order, type Project, type ProjectList, type ProjectPhotographer } from '@portal/contract';
import { type Actor, actorRole } from '../../access/actor.ts';
import { seesBilling, seesFileNames, seesInvoice } from '../../access/visibility.ts';
import { isoOrNull, isoString } from '../../lib/list.ts';
import type { OrderJson, ProjectRow, ServiceJson } from './projects.repository.ts';

/** What a project's answer depends on besides its row: the time now and the client's cut-off. */
export interface ShapeContext {
  now: Date;
  cancelCutoffHours: number;
}

/** A photographer's first name: the first word of the account's name. */
export const firstNameOf = (username: string) => username.trim().split(/\s+/)[0] ?? username;

/** A client reads the photographer's first name only; those who work on the shoot the account too. */
export function photographerFor(photographer: { id: number; username: string } | null, actor: Pick<Actor, 'type' | 'roleName'>): ProjectPhotographer | null {
  if (!photographer) return null;
  const firstName = firstNameOf(photographer.username);
  return actorRole(actor) === 'client' ? { first_name: firstName } : { id: photographer.id, username: photographer.username, first_name: firstName };
}

export function toOrder(order: OrderJson | null, siteAddress: string): Order | null {
  if (!order) return null;
  return {
    id: order.id,
    address: siteAddress,
    property_type: order.propertyType,
    bedrooms: order.bedrooms,
    bathrooms: order.bathrooms,
    floor_area: order.floorArea,
    preferred_windows: order.preferredWindows,
    access_notes: order.accessNotes,
    occupancy: order.occupancy,
    listing_contact: order.listingContactName === null ? null : { name: order.listingContactName, phone: order.listingContactPhone, email: order.listingContactEmail },
    notes: order.notes,
    ordered_by: { kind: order.orderedByKind, id: order.orderedById, name: order.orderedByName ?? '' },
    created_at: isoString(order.createdAt),
    cancelled_at: isoOrNull(order.cancelledAt),
    cancel_reason: order.cancelReason,
  };
}

const totalMinutes = (services: ServiceJson[]) => services.reduce((sum, service) => sum + service.durationMinutes, 0);

/**
 * A project row as this actor may see it: amounts and the invoice id only for those who see
 * billing (an editor or a photographer gets the paid badge, a client too while the invoice is a
 * draft), file paths only for those who see the file names.
 */
export function toProject(row: ProjectRow, actor: Actor, context: ShapeContext): Project {
  const billing = seesBilling(actor);
  const services = row.services.map((service) => {
    const shown = { id: service.id, serviceName: service.serviceName, name: service.serviceName, description: service.description, duration_minutes: service.durationMinutes, is_addon: service.isAddon };
    return billing ? { ...shown, price: service.price, gstRate: service.gstRate } : shown;
  });
  const scheduledStart = isoOrNull(row.scheduledStart);
  const duration = row.durationMinutes ?? (services.length ? totalMinutes(row.services) : null);
  const order = toOrder(row.order, row.siteAddress);
  const timing = { status: row.status, scheduled_start: scheduledStart, duration_minutes: duration, preferred_windows: order?.preferred_windows };
  const deadline = changeDeadline(timing, context.cancelCutoffHours);
  return {
    id: row.id,
    projectName: row.projectName,
    name: row.projectName,
    title: row.projectName,
    description: row.description,
    client_name: row.companyName,
    projectStatus: row.status,
    status: row.status,
    ...(billing && { budget: row.budget }),
    start_date: row.startDate,
    end_date: row.endDate,
    invoice: row.invoice?.status === 'paid' ? 'paid' : 'not paid',
    invoice_status: row.invoice?.status ?? null,
    ...(billing && { invoice_id: row.invoice && seesInvoice(actor, row.invoice) ? row.invoice.id : null }),
    siteAddress: row.siteAddress,
    created_at: isoString(row.createdAt),
    updated_at: isoString(row.updatedAt),
    ...(seesFileNames(actor, row) && { file_paths: row.files.paths }),
    file_count: Number(row.files.count),
    favourite_count: Number(row.favouriteCount),
    assignedTo: row.editor,
    company: {
      id: row.companyId,
      companyName: row.companyName,
      name: row.companyName,
      email: row.companyEmail,
      mobile: row.companyPhone,
      phone: row.companyPhone,
      address: row.companyAddress,
    },
    service: services[0] ?? null,
    services,
    category: row.category,
    scheduled_start: scheduledStart,
    scheduled_end: scheduledStart && duration !== null ? new Date(Date.parse(scheduledStart) + duration * 60_000).toISOString() : null,
    duration_minutes: duration,
    photographer: photographerFor(row.photographer, actor),
    order,
    order_stage: orderStage(timing, context.now),
    change_deadline: deadline?.toISOString() ?? null,
    can_change: actorRole(actor) === 'client' ? clientMayChange(timing, context.cancelCutoffHours, context.now) : row.status !== 'cancelled' && row.status !== 'completed',
  };
}

/** The stat cards as this actor may see them: the budget total goes with the budgets. */
export function toProjectStats(stats: Required<ProjectList['stats']>, actor: Actor): ProjectList['stats'] {
  if (seesBilling(actor)) return stats;
  const { total_budget: _withheld, ...counts } = stats;
  return counts;
}
