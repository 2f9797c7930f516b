import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { toast } from 'sonner';
import { FakeXhr, makeFile, uploadAnswer } from '@/test/file-fixtures';
import { CLEAR_AFTER_FAILURE_MS, CLEAR_AFTER_SUCCESS_MS, useUploadQueue } from './use-upload-queue';

function renderQueue() {
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return renderHook(() => useUploadQueue(7), { wrapper });
}

/** Lets the queue's promise chain move on. */
const settle = () => act(async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
});

beforeEach(() => {
  vi.useFakeTimers();
  FakeXhr.install();
  vi.spyOn(toast, 'success').mockReturnValue(1);
  vi.spyOn(toast, 'error').mockReturnValue(1);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the upload list', () => {
  it('clears a finished batch 3000 ms after it succeeds', async () => {
    const { result } = renderQueue();
    act(() => result.current.upload([new File(['x'], 'a.jpg')], ''));
    await settle();
    expect(result.current.items.map((item) => item.status)).toEqual(['uploading']);
    act(() => FakeXhr.sent[0]!.respond(200, uploadAnswer(makeFile('a.jpg'))));
    await settle();
    expect(result.current.items.map((item) => item.status)).toEqual(['completed']);
    act(() => void vi.advanceTimersByTime(CLEAR_AFTER_SUCCESS_MS - 1));
    expect(result.current.items).toHaveLength(1);
    act(() => void vi.advanceTimersByTime(1));
    expect(result.current.items).toHaveLength(0);
    expect(CLEAR_AFTER_SUCCESS_MS).toBe(3000);
  });

  it('keeps a failed batch 5000 ms', async () => {
    const { result } = renderQueue();
    act(() => result.current.upload([new File(['x'], 'a.jpg')], ''));
    await settle();
    act(() => FakeXhr.sent[0]!.respond(500, 'oops'));
    await settle();
    expect(result.current.items.map((item) => item.status)).toEqual(['error']);
    act(() => void vi.advanceTimersByTime(CLEAR_AFTER_SUCCESS_MS));
    expect(result.current.items).toHaveLength(1);
    act(() => void vi.advanceTimersByTime(CLEAR_AFTER_FAILURE_MS - CLEAR_AFTER_SUCCESS_MS));
    expect(result.current.items).toHaveLength(0);
    expect(toast.error).toHaveBeenCalledWith('Upload Failed', expect.objectContaining({ description: 'Upload failed: Upload failed with status: 500' }));
  });

  it('runs a second batch after the first', async () => {
    const { result } = renderQueue();
    act(() => result.current.upload([new File(['x'], 'a.jpg')], ''));
    act(() => result.current.upload([new File(['y'], 'b.jpg')], 'Exterior'));
    await settle();
    expect(FakeXhr.sent).toHaveLength(1);
    act(() => FakeXhr.sent[0]!.respond(200, uploadAnswer(makeFile('a.jpg'))));
    await settle();
    expect(FakeXhr.sent).toHaveLength(2);
    expect(FakeXhr.sent[1]!.body!.get('folder_path')).toBe('Exterior');
  });
});
