import { describe, expect, it } from 'vitest';
import { formatDate, formatFileSize } from './format';

describe('formatDate', () => {
  it('shows DD-MM-YYYY', () => {
    expect(formatDate('2024-03-05')).toBe('05-03-2024');
    expect(formatDate('2024-12-31T10:30:00')).toBe('31-12-2024');
    expect(formatDate(new Date(2025, 0, 9))).toBe('09-01-2025');
  });

  it('does not shift a bare calendar date across time zones', () => {
    expect(formatDate('2024-01-01')).toBe('01-01-2024');
  });

  it('says Unknown date when there is no value', () => {
    expect(formatDate(null)).toBe('Unknown date');
    expect(formatDate(undefined)).toBe('Unknown date');
    expect(formatDate('')).toBe('Unknown date');
  });

  it('says Invalid date when the value cannot be read', () => {
    expect(formatDate('not a date')).toBe('Invalid date');
  });
});

describe('formatFileSize', () => {
  it('shows bytes under 1 KB', () => {
    expect(formatFileSize(0)).toBe('0 B');
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(1023)).toBe('1023 B');
  });

  it('switches to KB with one decimal at 1024 bytes', () => {
    expect(formatFileSize(1024)).toBe('1.0 KB');
    expect(formatFileSize(1536)).toBe('1.5 KB');
  });

  it('switches to MB with one decimal at 1 MB', () => {
    expect(formatFileSize(1024 * 1024 - 1024)).toBe('1023.0 KB');
    expect(formatFileSize(1024 * 1024)).toBe('1.0 MB');
    expect(formatFileSize(2 * 1024 * 1024)).toBe('2.0 MB');
    expect(formatFileSize(1.25 * 1024 * 1024 * 1024)).toBe('1280.0 MB');
  });

  it('treats a missing size as zero', () => {
    expect(formatFileSize(null)).toBe('0 B');
    expect(formatFileSize(undefined)).toBe('0 B');
  });
});
