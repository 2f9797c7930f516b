import { describe, expect, it } from 'vitest';
import { emptyProjectForm, validateProjectForm } from './project-form';

const filled = { ...emptyProjectForm, projectName: '12 Quay St', company_id: '1', category_id: '2', service_id: '3', siteAddress: '12 Quay St, Sydney' };

describe('validateProjectForm', () => {
  it('accepts what the API accepts', () => {
    expect(validateProjectForm({ ...filled, budget: '1500.50', start_date: '2026-03-01', end_date: '2026-03-02' })).toEqual({});
  });

  it('names each blank required field in its own words', () => {
    expect(validateProjectForm(emptyProjectForm)).toEqual({
      projectName: 'Project name is required',
      company_id: 'Client is required',
      category_id: 'Category is required',
      service_id: 'Service is required',
      siteAddress: 'Site address is required',
    });
  });

  it("checks the budget and the dates by the contract's rules", () => {
    expect(validateProjectForm({ ...filled, budget: '12.345' }).budget).toBe('Budget must be a number of 0 or more with at most 2 decimals');
    expect(validateProjectForm({ ...filled, start_date: '2026-02-30' }).start_date).toMatch(/^Start_date /);
    expect(validateProjectForm({ ...filled, start_date: '2026-03-02', end_date: '2026-03-01' }).end_date).toBe('End date must be on or after the start date');
  });
});
