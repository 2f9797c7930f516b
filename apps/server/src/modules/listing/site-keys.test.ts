import { describe, expect, it } from 'vitest';
import { siteSlug, slugSource } from './site-keys.ts';

const zeros = (size: number) => Buffer.alloc(size);

describe('a property site slug', () => {
  it('is the address in words with six random characters', () => {
    expect(siteSlug('12 Ocean View Rd, Bondi NSW 2026', zeros)).toBe('12-ocean-view-rd-bondi-nsw-2026-aaaaaa');
    expect(siteSlug('Café Lane', zeros)).toBe('cafe-lane-aaaaaa');
    expect(siteSlug('', zeros)).toBe('property-aaaaaa');
  });

  it('comes from the shoot name when the site address is a link, not from the link', () => {
    expect(slugSource({ siteAddress: 'https://maps.example.com/14-ocean-view', projectName: '14 Ocean View Rd, Mosman' })).toBe('14 Ocean View Rd, Mosman');
    expect(slugSource({ siteAddress: '  8 Wharf Lane, Balmain ', projectName: 'Balmain shoot' })).toBe('8 Wharf Lane, Balmain');
    expect(slugSource({ siteAddress: '', projectName: 'Balmain shoot' })).toBe('Balmain shoot');
    expect(slugSource(undefined)).toBe('');
  });
});
