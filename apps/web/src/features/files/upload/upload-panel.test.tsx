import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatSpeed, formatTimeLeft, UploadPanel, type UploadPanelActions } from './upload-panel';
import { totalsOf, type UploadItem } from './upload-queue';
import type { UnfinishedUpload } from './unfinished-uploads';

const item = (name: string, change: Partial<UploadItem>): UploadItem => ({
  id: name,
  name,
  size: 4_000_000,
  folderPath: 'Shoot',
  loaded: 0,
  status: 'queued',
  speed: 0,
  secondsLeft: null,
  ...change,
});

function actions(): UploadPanelActions {
  return {
    onPause: vi.fn(),
    onResume: vi.fn(),
    onRetry: vi.fn(),
    onRemove: vi.fn(),
    onPauseAll: vi.fn(),
    onResumeAll: vi.fn(),
    onRetryFailed: vi.fn(),
    onChooseAgain: vi.fn(),
    onChooseFolderAgain: vi.fn(),
    onForgetUnfinished: vi.fn(),
  };
}

const show = (items: UploadItem[], unfinished: UnfinishedUpload[] = []) => {
  const handlers = actions();
  const view = render(<UploadPanel snapshot={{ items, totals: totalsOf(items) }} unfinished={unfinished} {...handlers} />);
  return { handlers, ...view };
};

describe('upload panel', () => {
  it('shows nothing without uploads', () => {
    const { container } = show([]);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows each file with its folder, bytes, speed and time left, and the total', () => {
    show([
      item('a.jpg', { status: 'uploading', loaded: 1_000_000, speed: 500_000, secondsLeft: 6 }),
      item('b.jpg', { status: 'uploading', loaded: 3_000_000, speed: 1_000_000, secondsLeft: 1 }),
      item('c.jpg', { status: 'completed', loaded: 4_000_000 }),
    ]);
    expect(screen.getByText('Uploading 1 of 3 files')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'All uploads' })).toHaveAttribute('aria-valuenow', '66');
    expect(screen.getByText(/7\.6 MB of 11\.4 MB · 66% · 1\.4 MB\/s · 3 s left/)).toBeInTheDocument();
    const first = screen.getByRole('listitem', { name: 'Shoot/a.jpg' });
    expect(within(first).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
    expect(within(first).getAllByText('488.3 KB/s · 6 s left').length).toBeGreaterThan(0);
    expect(within(first).getByText('976.6 KB / 3.8 MB')).toBeInTheDocument();
  });

  it('offers the controls each state allows, and calls them with the file', async () => {
    const user = userEvent.setup();
    const { handlers } = show([
      item('up.jpg', { status: 'uploading', loaded: 10 }),
      item('wait.jpg', { status: 'queued' }),
      item('held.jpg', { status: 'paused', loaded: 10 }),
      item('bad.jpg', { status: 'error', error: 'bad.jpg (3.8 MB) is too large: the largest upload allowed is 1.0 MB.' }),
      item('done.jpg', { status: 'completed', loaded: 4_000_000 }),
    ]);
    const row = (name: string) => screen.getByRole('listitem', { name: `Shoot/${name}` });
    const buttons = (name: string) => within(row(name)).queryAllByRole('button').map((button) => button.getAttribute('aria-label'));
    expect(buttons('up.jpg')).toEqual(['Pause up.jpg', 'Cancel up.jpg']);
    expect(buttons('wait.jpg')).toEqual(['Pause wait.jpg', 'Cancel wait.jpg']);
    expect(buttons('held.jpg')).toEqual(['Resume held.jpg', 'Cancel held.jpg']);
    expect(buttons('bad.jpg')).toEqual(['Retry bad.jpg', 'Cancel bad.jpg']);
    expect(buttons('done.jpg')).toEqual([]);
    expect(within(row('bad.jpg')).getByRole('alert')).toHaveTextContent('the largest upload allowed is 1.0 MB');
    expect(within(row('held.jpg')).getByText('Paused')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Pause up.jpg' }));
    await user.click(screen.getByRole('button', { name: 'Resume held.jpg' }));
    await user.click(screen.getByRole('button', { name: 'Retry bad.jpg' }));
    await user.click(screen.getByRole('button', { name: 'Cancel wait.jpg' }));
    expect(handlers.onPause).toHaveBeenCalledWith('up.jpg');
    expect(handlers.onResume).toHaveBeenCalledWith('held.jpg');
    expect(handlers.onRetry).toHaveBeenCalledWith('bad.jpg');
    expect(handlers.onRemove).toHaveBeenCalledWith('wait.jpg');

    await user.click(screen.getByRole('button', { name: 'Pause all' }));
    await user.click(screen.getByRole('button', { name: 'Resume all' }));
    await user.click(screen.getByRole('button', { name: 'Retry failed' }));
    expect(handlers.onPauseAll).toHaveBeenCalledOnce();
    expect(handlers.onResumeAll).toHaveBeenCalledOnce();
    expect(handlers.onRetryFailed).toHaveBeenCalledOnce();
  });

  it('says when everything is paused, or what failed, without Pause all', () => {
    const { rerender } = show([item('a.jpg', { status: 'paused' }), item('b.jpg', { status: 'completed', loaded: 4_000_000 })]);
    expect(screen.getByText('Paused: 1 of 2 files uploaded')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pause all' })).not.toBeInTheDocument();
    const failed = [item('a.jpg', { status: 'error', error: 'boom' }), item('b.jpg', { status: 'completed', loaded: 4_000_000 })];
    rerender(<UploadPanel snapshot={{ items: failed, totals: totalsOf(failed) }} unfinished={[]} {...actions()} />);
    expect(screen.getByText('1 of 2 files did not upload')).toBeInTheDocument();
  });

  it('after a reload, names the unfinished files and says the browser needs them again', async () => {
    const user = userEvent.setup();
    const unfinished = ['a.jpg', 'b.jpg', 'c.jpg', 'd.jpg'].map((name) => ({ projectId: 7, name, size: 10, lastModified: 1, folderPath: 'Shoot', loaded: 5, savedAt: Date.now() }));
    const { handlers } = show([], unfinished);
    const notice = screen.getByRole('status', { name: 'Unfinished uploads' });
    expect(notice).toHaveTextContent(
      '4 uploads did not finish (Shoot/a.jpg, Shoot/b.jpg, Shoot/c.jpg, and 1 more). The browser needs the files again: choose or drop the same files and they continue from where they stopped.',
    );
    await user.click(within(notice).getByRole('button', { name: 'Choose files' }));
    await user.click(within(notice).getByRole('button', { name: 'Choose folder' }));
    await user.click(within(notice).getByRole('button', { name: 'Forget them' }));
    expect(handlers.onChooseAgain).toHaveBeenCalledOnce();
    expect(handlers.onChooseFolderAgain).toHaveBeenCalledOnce();
    expect(handlers.onForgetUnfinished).toHaveBeenCalledOnce();
  });

  it('formats speed and time left', () => {
    expect(formatSpeed(2_621_440)).toBe('2.5 MB/s');
    expect(formatTimeLeft(null)).toBe('');
    expect(formatTimeLeft(0.2)).toBe('1 s left');
    expect(formatTimeLeft(59)).toBe('59 s left');
    expect(formatTimeLeft(61)).toBe('2 min left');
    expect(formatTimeLeft(3 * 3600 + 5 * 60)).toBe('3 h 5 min left');
  });
});
