import type { CompanyOperationName } from '@portal/contract';
import type { OperationHandlers } from '../../http/register-operations.ts';
import { actorOf } from '../../plugins/authenticate.ts';
import type { CompaniesService } from './companies.service.ts';

export const companiesHandlers = (companies: CompaniesService): OperationHandlers<CompanyOperationName> => ({
  listCompanies: async (request) => ({ success: true, ...(await companies.list(actorOf(request), request.query)) }),
  createCompany: async (request) => ({ success: true, message: 'Company added successfully!', data: await companies.create(actorOf(request), request.body) }),
  getCompany: async (request) => ({ success: true, data: await companies.get(actorOf(request), request.params.id) }),
  updateCompany: async (request) => ({ success: true, message: 'Company updated successfully!', data: await companies.update(actorOf(request), request.params.id, request.body) }),
  deleteCompany: async (request) => {
    await companies.remove(actorOf(request), request.params.id);
    return { success: true, message: 'Company deleted successfully!' };
  },
});
