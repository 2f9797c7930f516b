
const pad = (n: number) => String(n).padStart(2, '0');
const dateOnlyPattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** DD-MM-YYYY in the viewer's time zone; 'Unknown date' when absent, 'Invalid date' when unreadable. */
export function formatDate(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return 'Unknown date';
  // A bare calendar date has no time zone; parsing it as UTC could shift it by a day.
  if (typeof value === 'string') {
    const dateOnly = dateOnlyPattern.exec(value.trim());
    if (dateOnly) return `${dateOnly[3]}-${dateOnly[2]}-${dateOnly[1]}`;
  }
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return 'Invalid date';
  return `${pad(date.getDate())}-${pad(date.getMonth() + 1)}-${date.getFullYear()}`;
}

const KB = 1024;
const MB = 1024 * 1024;

/** Spec section 9: bytes under 1 KB, KB with one decimal under 1 MB, otherwise MB with one decimal. */
export function formatFileSize(bytes: number | null | undefined): string {
  const size = typeof bytes === 'number' && Number.isFinite(bytes) && bytes > 0 ? bytes : 0;
  if (size < KB) return `${Math.round(size)} B`;
  if (size < MB) return `${(size / KB).toFixed(1)} KB`;
  return `${(size / MB).toFixed(1)} MB`;
}
