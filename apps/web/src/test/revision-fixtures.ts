import type { RevisionItem, RevisionRequest } from '@portal/contract';

/** A pin as the revision calls answer it. */
export const makeRevisionItem = (overrides: Partial<RevisionItem> = {}): RevisionItem => ({
  id: 501,
  file_id: 101,
  file_name: 'IMG_0001.jpg',
  folder_path: '',
  x: 0.25,
  y: 0.5,
  note: 'Remove the bin from the driveway',
  status: 'open',
  file_version: 1,
  fixed_version: null,
  fixed_at: null,
  thumbnail_url: '/signed/101/thumb',
  preview_url: '/signed/101/preview',
  replies: [],
  ...overrides,
});

/** A revision request (one round) with its pins. */
export const makeRevision = (overrides: Partial<RevisionRequest> = {}): RevisionRequest => {
  const items = overrides.items ?? [makeRevisionItem()];
  return {
    id: 31,
    project_id: 7,
    project_name: 'Harbour View listing',
    round: 1,
    status: 'open',
    billable: false,
    invoiced: false,
    invoiced_amount: null,
    editor_id: 4,
    editor_name: 'edna',
    requested_by: 'Harbour Realty',
    created_at: '2026-11-20T09:00:00.000Z',
    updated_at: '2026-11-20T09:00:00.000Z',
    completed_at: null,
    item_count: items.length,
    fixed_count: items.filter((item) => item.status === 'fixed').length,
    ...overrides,
    items,
  };
};

export const revisionsAnswer = (requests: RevisionRequest[]) => ({ success: true, data: requests });
