/**
 * An image link that changes when the file's version does, so a browser holding the old version's
 * image in its cache loads the new one (`versioned_at` from the server; a signed link ignores `v`).
 */
export function versionedUrl(url: string | null | undefined, versionedAt: string | number | null | undefined): string | null {
  if (!url) return null;
  if (versionedAt === null || versionedAt === undefined || versionedAt === '') return url;
  const stamp = typeof versionedAt === 'number' ? String(versionedAt) : String(Date.parse(versionedAt) || versionedAt);
  return `${url}${url.includes('?') ? '&' : '?'}v=${encodeURIComponent(stamp)}`;
}
