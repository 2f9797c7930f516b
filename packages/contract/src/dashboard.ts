import { z } from 'zod';
import { moneyString } from './list.ts';

/** Admin dashboard cards: Projects, Users, Companies, Invoices, Total Expenses (INR). */
export const dashboardCounts = z.object({
  projects: z.number().int(),
  users: z.number().int(),
  companies: z.number().int(),
  invoices: z.number().int(),
  total_expenses: moneyString,
});
export type DashboardCounts = z.infer<typeof dashboardCounts>;
