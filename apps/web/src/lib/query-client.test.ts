import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from 'sonner';
import { ApiError } from './api-client';
import { createQueryClient, toastError } from './query-client';

afterEach(() => vi.restoreAllMocks());

describe('error toasts', () => {
  it("toasts a failed query's message once", async () => {
    const error = vi.spyOn(toast, 'error').mockReturnValue(1);
    const client = createQueryClient();

    await client
      .fetchQuery({ queryKey: ['x'], queryFn: () => Promise.reject(new ApiError(404, 'Project not found.')), retry: false })
      .catch(() => {});

    await vi.waitFor(() => expect(error).toHaveBeenCalledTimes(1));
    expect(error).toHaveBeenCalledWith('Project not found.', expect.objectContaining({ id: expect.any(String) }));
  });

  it('uses the screen title from meta and keeps the reason as the description', async () => {
    const error = vi.spyOn(toast, 'error').mockReturnValue(1);
    await toastError(new ApiError(500, 'Database unavailable.'), { errorMessage: 'Error loading companies' });
    expect(error).toHaveBeenCalledWith(
      'Error loading companies',
      expect.objectContaining({ description: 'Database unavailable.' }),
    );
  });

  it("uses a fixed description from meta, e.g. 'Could not fetch users data.'", async () => {
    const error = vi.spyOn(toast, 'error').mockReturnValue(1);
    await toastError(new ApiError(500, 'Database unavailable.'), { errorMessage: 'Error loading users', errorDescription: 'Could not fetch users data.' });
    expect(error).toHaveBeenCalledWith('Error loading users', expect.objectContaining({ description: 'Could not fetch users data.' }));
  });

  it('stays quiet about an expired session, which the api-client already handled', async () => {
    const error = vi.spyOn(toast, 'error').mockReturnValue(1);
    const expired = new ApiError(401, 'Invalid token.');
    expired.sessionExpired = true;
    await toastError(expired);
    expect(error).not.toHaveBeenCalled();
  });
});
