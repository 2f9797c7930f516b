import type { CreateServiceInput, ListQuery, UpdateServiceInput } from '@portal/contract';
import type { Actor } from '../../access/actor.ts';
import { requireAccess } from '../../access/permissions.ts';
import { AppError } from '../../errors.ts';
import type { ServicesRepository, ServiceValues } from './services.repository.ts';

/** The form sends serviceName and name; serviceName wins when both differ. */
function valuesOf(input: UpdateServiceInput): ServiceValues {
  const serviceName = input.serviceName ?? input.name;
  return {
    ...(serviceName !== undefined && { serviceName }),
    ...(input.price !== undefined && { price: input.price }),
    ...(input.gstRate !== undefined && { gstRate: input.gstRate }),
    ...(input.description !== undefined && { description: input.description }),
    ...(input.duration_minutes !== undefined && { durationMinutes: input.duration_minutes }),
    ...(input.is_addon !== undefined && { isAddon: input.is_addon }),
    ...(input.is_active !== undefined && { isActive: input.is_active }),
  };
}

export function createServicesService({ services }: { services: ServicesRepository }) {
  async function get(actor: Actor, id: number) {
    requireAccess(actor, 'services.manage');
    const service = await services.find(id);
    if (!service) throw new AppError('NOT_FOUND', 'Service not found.');
    return service;
  }

  return {
    get,

    list(actor: Actor, query: ListQuery) {
      requireAccess(actor, 'services.manage');
      return services.list(query);
    },

    create(actor: Actor, input: CreateServiceInput) {
      requireAccess(actor, 'services.manage');
      return services.insert(valuesOf(input) as ServiceValues & Pick<Required<ServiceValues>, 'serviceName' | 'price' | 'gstRate' | 'description'>);
    },

    async update(actor: Actor, id: number, input: UpdateServiceInput) {
      await get(actor, id);
      return (await services.update(id, valuesOf(input)))!;
    },

    /** Active services with what a client's live price needs. */
    async orderable(actor: Actor) {
      requireAccess(actor, 'orders.place');
      const rows = await services.listOrderable();
      return rows.map((row) => ({
        id: row.id,
        serviceName: row.serviceName,
        name: row.serviceName,
        description: row.description,
        price: row.price,
        gstRate: row.gstRate,
        duration_minutes: row.durationMinutes,
        is_addon: row.isAddon,
      }));
    },

    /** A service still used by projects stays: 409 says how many hold it (mark it inactive to stop orders). */
    async remove(actor: Actor, id: number) {
      const service = await get(actor, id);
      if (service.project_count > 0) {
        throw new AppError('CONFLICT', `Service "${service.serviceName}" is used by ${service.project_count} project(s); change their service first.`);
      }
      await services.remove(id);
    },
  };
}

export type ServicesService = ReturnType<typeof createServicesService>;
