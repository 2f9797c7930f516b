import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { notifyError } from '@/lib/notify';
import { clearSession, writeSession } from '@/lib/session';
import { AppProviders } from './providers';

afterEach(() => clearSession());

describe('toasts', () => {
  it('reach assistive technology when the first one comes up inside an open dialog', async () => {
    writeSession('tok', { id: 1, type: 'user', username: 'sam', email: 'sam@look.test', role_id: 2, role_name: 'user' });
    render(
      <AppProviders>
        <Dialog>
          <DialogTrigger>Add Transaction</DialogTrigger>
          <DialogContent>
            <DialogTitle>Add Transaction</DialogTitle>
            <DialogDescription>Record income or an expense.</DialogDescription>
            <button type="button" onClick={() => void notifyError('Please fill in all required fields.')}>
              Save
            </button>
          </DialogContent>
        </Dialog>
      </AppProviders>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add Transaction' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    // Found by role only when no ancestor hides it (aria-hidden), as the dialog does to the rest of the page.
    const region = await screen.findByRole('region', { name: /Notifications/ });
    await waitFor(() => expect(region).toHaveTextContent('Please fill in all required fields.'));
  });
});
