import type { ActivityEntry, Invoice, Project, ProjectList } from '@portal/contract';
import { vi } from 'vitest';
import { writeSession } from '@/lib/session';
import { jsonResponse } from '@/test/render-route';

/** jsdom lacks the pointer-capture and scrolling calls Radix Select and DropdownMenu make. */
export function polyfillRadix() {
  const proto = Element.prototype as unknown as Record<string, unknown>;
  proto.hasPointerCapture ??= () => false;
  proto.setPointerCapture ??= () => {};
  proto.releasePointerCapture ??= () => {};
  proto.scrollIntoView ??= () => {};
}

export function signInAsStaff() {
  writeSession('tok-staff', { id: 1, type: 'user', username: 'sam', email: 'sam@look.test', role_id: 2, role_name: 'user' });
}

export const makeProject = (overrides: Partial<Project> = {}): Project => ({
  id: 7,
  projectName: 'Harbour View listing',
  name: 'Harbour View listing',
  title: 'Harbour View listing',
  description: 'Twilight and drone set',
  client_name: 'Coastal Realty',
  projectStatus: 'pending',
  status: 'pending',
  budget: '1500.00',
  start_date: '2026-03-02',
  end_date: '2026-03-09',
  invoice: 'not paid',
  invoice_status: 'not_paid',
  invoice_id: 4,
  siteAddress: 'https://maps.example.com/harbour-view',
  created_at: '2026-02-20T09:30:00.000Z',
  updated_at: '2026-02-21T10:00:00.000Z',
  file_paths: [],
  file_count: 3,
  favourite_count: 0,
  assignedTo: null,
  company: { id: 3, companyName: 'Coastal Realty', name: 'Coastal Realty', email: 'hello@coastal.test', mobile: '0400 111 222', phone: '0400 111 222', address: '1 Beach Rd, Bondi' },
  service: { id: 5, serviceName: 'Twilight Photos', name: 'Twilight Photos', description: 'Dusk shoot', price: '1000.00', gstRate: '10-percent' },
  services: [{ id: 5, serviceName: 'Twilight Photos', name: 'Twilight Photos', description: 'Dusk shoot', price: '1000.00', gstRate: '10-percent', duration_minutes: 60, is_addon: false }],
  category: { id: 2, name: 'Residential', description: 'Houses and apartments' },
  scheduled_start: null,
  scheduled_end: null,
  duration_minutes: 60,
  photographer: null,
  order: null,
  order_stage: 'requested',
  change_deadline: null,
  can_change: true,
  ...overrides,
});

export const makeProjectList = (rows: Project[], overrides: Partial<ProjectList> = {}): ProjectList => ({
  success: true,
  data: rows,
  pagination: { page: 1, page_size: 10, total: rows.length },
  stats: {
    total: 12,
    completed: 4,
    in_progress: 3,
    pending: 5,
    by_status: { pending: 5, 'in progress': 3, review: 0, completed: 4, 'on hold': 0, cancelled: 0 },
    total_budget: '25000.00',
  },
  ...overrides,
});

export const makeInvoice = (overrides: Partial<Invoice> = {}): Invoice => ({
  id: 4,
  invoiceNumber: 'INV-2026-004',
  projectId: 7,
  projectName: 'Harbour View listing',
  client: 'Coastal Realty',
  client_email: 'accounts@coastal.test',
  project_status: 'in progress',
  company_id: 3,
  service: 'Twilight Photos',
  status: 'not_paid',
  summary_status: 'draft',
  baseAmount: '100000.00',
  gstRate: '10-percent',
  gstAmount: '10000.00',
  total: '110000.00',
  lines: [{ service_id: 5, description: 'Twilight Photos', quantity: 1, unit_price: '100000.00', amount: '100000.00', gst_rate: '10-percent', gst_amount: '10000.00', total: '110000.00' }],
  totalExpense: '1500.00',
  expense: [{ description: 'Drone permit', amount: '1500.00' }],
  currency: 'INR',
  sent_at: null,
  due_date: null,
  paid_at: null,
  payment_method: null,
  payments: [],
  created_at: '2026-02-20T09:30:00.000Z',
  updated_at: '2026-02-20T09:30:00.000Z',
  ...overrides,
});

export const makeActivity = (id: number, action: string, detail: Record<string, unknown> = {}, name = 'Sam Staff'): ActivityEntry => ({
  id,
  action,
  detail,
  actor: { kind: 'user', id: 1, name },
  created_at: `2026-02-2${id}T10:15:00.000Z`,
});

type Handler = (url: URL, init: RequestInit | undefined) => Response | Promise<Response> | undefined;

/** A fetch stub answering by method and path; unknown calls answer 404 so a test sees them fail. */
export function stubApi(handler: Handler) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://portal.test');
    return (await handler(url, init)) ?? jsonResponse(404, { success: false, message: `No stub for ${url.pathname}`, code: 'NOT_FOUND' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The JSON bodies sent with `method` to `path`. */
export const sentBodies = (fetchMock: ReturnType<typeof stubApi>, method: string, path: string) =>
  fetchMock.mock.calls
    .filter(([input, init]) => (init?.method ?? 'GET') === method && new URL(String(input), 'http://portal.test').pathname === path)
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);
