import type { ServiceOperationName } from '@portal/contract';
import type { OperationHandlers } from '../../http/register-operations.ts';
import { actorOf } from '../../plugins/authenticate.ts';
import type { ServicesService } from './services.service.ts';

export const servicesHandlers = (services: ServicesService): OperationHandlers<ServiceOperationName> => ({
  listServices: async (request) => ({ success: true, ...(await services.list(actorOf(request), request.query)) }),
  createService: async (request) => ({ success: true, message: 'Service added successfully!', data: await services.create(actorOf(request), request.body) }),
  getService: async (request) => ({ success: true, data: await services.get(actorOf(request), request.params.id) }),
  updateService: async (request) => ({ success: true, message: 'Service updated successfully!', data: await services.update(actorOf(request), request.params.id, request.body) }),
  deleteService: async (request) => {
    await services.remove(actorOf(request), request.params.id);
    return { success: true, message: 'Service deleted successfully!' };
  },
});
