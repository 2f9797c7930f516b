import type { FileEntry, PropertySite } from '@portal/contract';

/** A shoot's property website as the API answers it: a draft with no facts set, 30 days of views. */
export const makeSite = (overrides: Partial<PropertySite> = {}): PropertySite => ({
  project_id: 7,
  slug: '14-ocean-view-rd-mosman-k3j9x2',
  state: 'draft',
  url: '/p/14-ocean-view-rd-mosman-k3j9x2',
  unbranded_url: '/p/14-ocean-view-rd-mosman-k3j9x2/unbranded',
  published_at: null,
  published_by: null,
  unpublished_at: null,
  invoice_paid: false,
  facts: {
    address: '14 Ocean View Rd, Mosman',
    price: null,
    currency: 'AUD',
    bedrooms: null,
    bathrooms: null,
    floor_area: null,
    description: '',
    agent_name: '',
    agent_phone: '',
    agent_photo_file_id: null,
    tour_url: null,
  },
  media: { photos: 12, videos: 1, floor_plans: 1 },
  views: { total: 0, days: Array.from({ length: 30 }, (_, i) => ({ date: `2026-11-${String(i + 1).padStart(2, '0')}`, views: 0 })) },
  ...overrides,
});

export const liveSite = (overrides: Partial<PropertySite> = {}) =>
  makeSite({
    state: 'live',
    published_at: '2026-11-20T09:00:00.000Z',
    published_by: 'payment',
    invoice_paid: true,
    views: { total: 57, days: Array.from({ length: 30 }, (_, i) => ({ date: `2026-11-${String(i + 1).padStart(2, '0')}`, views: i >= 25 ? 4 : 0 })) },
    ...overrides,
  });

/** A file row of the Listing tab's media list. */
export const makeEntry = (id: number, name: string, overrides: Partial<FileEntry> = {}): FileEntry => {
  const isVideo = /\.(mp4|mov)$/i.test(name);
  const isPdf = /\.pdf$/i.test(name);
  const isImage = !isVideo && !isPdf;
  return {
    id,
    file_name: name,
    name,
    folder_path: '',
    relative_path: name,
    file_path: name,
    is_folder: false,
    is_image: isImage,
    is_video: isVideo,
    is_document: isPdf,
    file_type: isImage ? 'image' : isVideo ? 'video' : 'document',
    content_type: isImage ? 'image/jpeg' : isVideo ? 'video/mp4' : 'application/pdf',
    file_size: 1000,
    size: 1000,
    uploaded_at: '2026-11-20T09:00:00.000Z',
    upload_timestamp: '2026-11-20T09:00:00.000Z',
    checksum: 'abc',
    width: null,
    height: null,
    derivative_status: isImage ? 'ready' : 'none',
    download_url: null,
    thumbnail_url: null,
    thumbnail_srcset: null,
    preview_url: null,
    item_count: null,
    is_favourite: false,
    favourite_count: 0,
    media_kind: isImage ? 'photo' : isVideo ? 'video' : null,
    poster_file_id: null,
    version: 1,
    versioned_at: '2026-11-20T09:00:00.000Z',
    ...overrides,
  };
};
