import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fingerprintOf, forgetAllUnfinished, forgetUnfinished, matchUnfinished, rememberUnfinished, subscribeUnfinished, unfinishedFor } from './unfinished-uploads';

const front = { projectId: 7, name: 'front.jpg', size: 3500, lastModified: 1_700_000_000_000, folderPath: 'Listing/Shoot' };

beforeEach(() => localStorage.clear());

describe('unfinished uploads', () => {
  it('remembers an upload per project with its progress, once per file and folder', () => {
    rememberUnfinished(front, 0);
    rememberUnfinished(front, 2000);
    rememberUnfinished({ ...front, projectId: 8 }, 10);
    expect(unfinishedFor(7)).toEqual([expect.objectContaining({ ...front, loaded: 2000 })]);
    expect(unfinishedFor(8)).toHaveLength(1);
  });

  it('matches the same file given again (name, size, date), whatever folder is open', () => {
    rememberUnfinished(front, 100);
    const same = new File([new Uint8Array(3500)], 'front.jpg', { lastModified: front.lastModified });
    const edited = new File([new Uint8Array(3500)], 'front.jpg', { lastModified: front.lastModified + 1 });
    expect(matchUnfinished(7, same)?.folderPath).toBe('Listing/Shoot');
    expect(matchUnfinished(7, edited)).toBeUndefined();
    expect(matchUnfinished(8, same)).toBeUndefined();
  });

  it('forgets one, or all of a project, and tells subscribers', () => {
    const listener = vi.fn();
    const stop = subscribeUnfinished(listener);
    rememberUnfinished(front, 0);
    rememberUnfinished({ ...front, name: 'back.jpg' }, 0);
    forgetUnfinished(front);
    expect(unfinishedFor(7).map((entry) => entry.name)).toEqual(['back.jpg']);
    forgetAllUnfinished(7);
    expect(unfinishedFor(7)).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(4);
    stop();
  });

  it('drops entries older than a week and survives unreadable storage', () => {
    localStorage.setItem('portal.uploads.unfinished', JSON.stringify([{ ...front, loaded: 0, savedAt: Date.now() - 8 * 24 * 3600 * 1000 }]));
    expect(unfinishedFor(7)).toEqual([]);
    localStorage.setItem('portal.uploads.unfinished', '{not json');
    expect(unfinishedFor(7)).toEqual([]);
  });

  it('fingerprints by project, folder and file', () => {
    expect(fingerprintOf(front)).toBe('portal-tus:7:Listing/Shoot:front.jpg:3500:1700000000000');
  });
});
