import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { isDraftReady, MAX_NOTE_LENGTH, useRevisionDraft } from './use-revision-draft';

afterEach(() => sessionStorage.clear());

describe('useRevisionDraft', () => {
  it("keeps the unsent notes of a project for the tab, and forgets them once cleared", () => {
    const first = renderHook(() => useRevisionDraft(7));
    let key = '';
    act(() => {
      key = first.result.current.add({ fileId: 101, fileName: 'a.jpg', x: 0.2, y: 0.4 });
    });
    act(() => first.result.current.setNote(key, 'Remove the bin'));
    first.unmount();

    // A reload (a new mount) finds them; another project has none.
    const again = renderHook(() => useRevisionDraft(7));
    expect(again.result.current.pins).toEqual([{ key, fileId: 101, fileName: 'a.jpg', x: 0.2, y: 0.4, note: 'Remove the bin' }]);
    expect(renderHook(() => useRevisionDraft(8)).result.current.pins).toEqual([]);
    act(() => again.result.current.clear());
    expect(sessionStorage.getItem('revision-draft:7')).toBeNull();
  });

  it("moving to another project shows that project's notes and leaves the first one's stored", () => {
    sessionStorage.setItem('revision-draft:7', JSON.stringify([{ key: 'a', fileId: 101, fileName: 'a.jpg', x: 0.1, y: 0.1, note: 'Seven' }]));
    const hook = renderHook(({ id }) => useRevisionDraft(id), { initialProps: { id: 7 } });
    expect(hook.result.current.pins.map((pin) => pin.note)).toEqual(['Seven']);
    hook.rerender({ id: 8 });
    expect(hook.result.current.pins).toEqual([]);
    expect(sessionStorage.getItem('revision-draft:8')).toBeNull();
    expect(JSON.parse(sessionStorage.getItem('revision-draft:7')!)).toHaveLength(1);
  });

  it('counts a note ready when it says something within the limit', () => {
    const pin = { key: 'k', fileId: 1, fileName: 'a.jpg', x: 0, y: 0 };
    expect(isDraftReady({ ...pin, note: '   ' })).toBe(false);
    expect(isDraftReady({ ...pin, note: 'x'.repeat(MAX_NOTE_LENGTH) })).toBe(true);
    expect(isDraftReady({ ...pin, note: 'x'.repeat(MAX_NOTE_LENGTH + 1) })).toBe(false);
  });
});
