import { defineRoutes } from '../define.ts';

const manage = { permission: 'companies.manage' } as const;
const manageOne = { permission: 'companies.manage', target: 'company' } as const;

export const companyRoutes = defineRoutes({
  listCompanies: { method: 'GET', path: '/api/v1/companies/', access: manage },
  createCompany: { method: 'POST', path: '/api/v1/companies/', access: manage },
  // Clients read their own company only; any other id answers 404.
  getCompany: { method: 'GET', path: '/api/v1/companies/:id/', access: { permission: 'companies.read', target: 'company' } },
  updateCompany: { method: 'POST', path: '/api/v1/companies/:id/', access: manageOne },
  deleteCompany: { method: 'DELETE', path: '/api/v1/companies/:id/', access: manageOne },
});
export type CompanyOperationName = keyof typeof companyRoutes;
