import { describe, expect, it } from 'vitest';
import { versionedUrl } from './versioned-url';

describe('versionedUrl', () => {
  it('adds the version time to a link, so a new version is not served from the cache', () => {
    expect(versionedUrl('/api/v1/files/content/tok/a.jpg', '2026-03-04T09:30:00.000Z')).toBe(`/api/v1/files/content/tok/a.jpg?v=${Date.parse('2026-03-04T09:30:00.000Z')}`);
    expect(versionedUrl('/x?variant=preview', 3)).toBe('/x?variant=preview&v=3');
  });

  it('leaves a link alone without a version, and answers null without a link', () => {
    expect(versionedUrl('/a.jpg', null)).toBe('/a.jpg');
    expect(versionedUrl(null, 2)).toBeNull();
  });
});
