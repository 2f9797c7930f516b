import type { ProjectStatus } from '@portal/contract';

/** Status filter of the Projects page (spec section 2); values are the API's. */
export const projectFilterStatuses = ['completed', 'in progress', 'pending', 'cancelled'] as const satisfies readonly ProjectStatus[];

/** Update Status dropdown of the project detail (spec section 4). */
export const projectDropdownStatuses = ['pending', 'in progress', 'review', 'completed', 'on hold'] as const satisfies readonly ProjectStatus[];

/** 'in progress' -> 'In Progress', for option labels. */
export const statusLabel = (status: string) => status.replace(/\b\w/g, (letter) => letter.toUpperCase());

export const isProjectStatus = (value: string, among: readonly string[]): value is ProjectStatus => among.includes(value);
