import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDeleteDialog } from './alert-dialog';

const description = 'Are you sure you want to delete this service?';

describe('ConfirmDeleteDialog', () => {
  it('asks the question and confirms without closing itself', () => {
    const onConfirm = vi.fn();
    const onOpenChange = vi.fn();
    render(<ConfirmDeleteDialog open onOpenChange={onOpenChange} description={description} onConfirm={onConfirm} />);

    expect(screen.getByRole('alertdialog')).toHaveTextContent(description);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));

    expect(onConfirm).toHaveBeenCalledOnce();
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('cancels by asking to close', () => {
    const onOpenChange = vi.fn();
    render(<ConfirmDeleteDialog open onOpenChange={onOpenChange} description={description} onConfirm={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('disables both buttons while busy', () => {
    render(<ConfirmDeleteDialog open onOpenChange={vi.fn()} description={description} onConfirm={vi.fn()} busy />);
    expect(screen.getByRole('button', { name: 'Deleting...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });

  it('offers only Close when the server would refuse the delete', () => {
    const onOpenChange = vi.fn();
    render(<ConfirmDeleteDialog open onOpenChange={onOpenChange} description="'Bayside' has 3 projects, so it cannot be deleted." onConfirm={vi.fn()} blocked />);
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
