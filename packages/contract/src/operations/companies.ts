import { company, companyList, createCompanyInput, updateCompanyInput } from '../companies.ts';
import { dataResponse, messageResponse } from '../envelope.ts';
import { idParam, listQuery } from '../list.ts';
import { defineSchemas } from './define.ts';
import type { companyRoutes } from './routes/companies.ts';

const tag = 'companies';
const errors = [400, 401, 403, 404, 409] as const;

export const companySchemas = defineSchemas<typeof companyRoutes>()({
  listCompanies: { tag, summary: 'List companies', query: listQuery, responses: { 200: companyList }, errors },
  createCompany: { tag, summary: 'Add a company', body: createCompanyInput, responses: { 201: dataResponse(company) }, errors },
  getCompany: { tag, summary: 'One company', params: idParam, responses: { 200: dataResponse(company) }, errors },
  updateCompany: { tag, summary: 'Update a company', params: idParam, body: updateCompanyInput, responses: { 200: dataResponse(company) }, errors },
  deleteCompany: { tag, summary: 'Delete a company', params: idParam, responses: { 200: messageResponse }, errors },
});
