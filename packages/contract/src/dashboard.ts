import { z } from 'zod';
import { financeFigures } from './finance.ts';
import { moneyString } from './list.ts';

/** Admin dashboard cards: Projects, Users, Companies, Invoices, Total Expenses (INR: the studio's expenses, finance.ts). */
export const dashboardCounts = z.object({
  projects: z.number().int(),
  users: z.number().int(),
  companies: z.number().int(),
  invoices: z.number().int(),
  total_expenses: moneyString,
  finance: financeFigures,
});
export type DashboardCounts = z.infer<typeof dashboardCounts>;
