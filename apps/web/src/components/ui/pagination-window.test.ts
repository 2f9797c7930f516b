import { describe, expect, it } from 'vitest';
import { paginationWindow } from './pagination-window';

describe('paginationWindow', () => {
  it('is empty when there is one page or none', () => {
    expect(paginationWindow(1, 1)).toEqual([]);
    expect(paginationWindow(1, 0)).toEqual([]);
  });

  it('lists both pages when there are two', () => {
    expect(paginationWindow(1, 2)).toEqual([1, 2]);
    expect(paginationWindow(2, 2)).toEqual([1, 2]);
  });

  it('shows every page of a short list without ellipses', () => {
    expect(paginationWindow(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('at the start shows the first pages, one ellipsis and the last page', () => {
    expect(paginationWindow(1, 10)).toEqual([1, 2, 'ellipsis', 10]);
    expect(paginationWindow(2, 10)).toEqual([1, 2, 3, 'ellipsis', 10]);
  });

  it('in the middle shows first, neighbours and last with an ellipsis for each gap', () => {
    expect(paginationWindow(5, 10)).toEqual([1, 'ellipsis', 4, 5, 6, 'ellipsis', 10]);
  });

  it('at the end mirrors the start', () => {
    expect(paginationWindow(10, 10)).toEqual([1, 'ellipsis', 9, 10]);
    expect(paginationWindow(9, 10)).toEqual([1, 'ellipsis', 8, 9, 10]);
  });

  it('shows a single skipped page instead of an ellipsis', () => {
    expect(paginationWindow(4, 10)).toEqual([1, 2, 3, 4, 5, 'ellipsis', 10]);
    expect(paginationWindow(7, 10)).toEqual([1, 'ellipsis', 6, 7, 8, 9, 10]);
    expect(paginationWindow(1, 3)).toEqual([1, 2, 3]);
  });

  it('keeps the window small for large totals', () => {
    expect(paginationWindow(500, 1000)).toEqual([1, 'ellipsis', 499, 500, 501, 'ellipsis', 1000]);
    expect(paginationWindow(1000, 1000)).toEqual([1, 'ellipsis', 999, 1000]);
  });

  it('clamps a current page outside the range', () => {
    expect(paginationWindow(0, 10)).toEqual([1, 2, 'ellipsis', 10]);
    expect(paginationWindow(99, 10)).toEqual([1, 'ellipsis', 9, 10]);
  });
});
