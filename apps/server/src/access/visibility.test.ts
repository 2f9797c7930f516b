import { describe, expect, it } from 'vitest';
import { seesBilling, seesDraftInvoices, seesFileNames, seesInvoice, seesStudioMoney } from './visibility.ts';

const owner = { type: 'admin', roleName: 'admin' } as const;
const staff = { type: 'user', roleName: 'user' } as const;
const editor = { type: 'user', roleName: 'editor' } as const;
const company = { type: 'company', roleName: 'client' } as const;
const person = { type: 'client', roleName: 'customer' } as const;
const everyone = [owner, staff, editor, company, person];

describe('who reads what of a project', () => {
  it("keeps the studio's money to owner and staff", () => {
    expect(everyone.map(seesStudioMoney)).toEqual([true, true, false, false, false]);
  });

  it('shows invoice numbers and amounts to all but editors', () => {
    expect(everyone.map(seesBilling)).toEqual([true, true, false, true, true]);
  });

  it('shows a client its invoice only once sent, staff always, an editor never', () => {
    expect(everyone.map(seesDraftInvoices)).toEqual([true, true, true, false, false]);
    expect(everyone.map((actor) => seesInvoice(actor, { sent: false }))).toEqual([true, true, false, false, false]);
    expect(everyone.map((actor) => seesInvoice(actor, { sent: true }))).toEqual([true, true, false, true, true]);
  });
  it('shows file names to clients only once the project is completed', () => {
    for (const status of ['pending', 'in progress', 'review', 'on hold', 'cancelled']) {
      expect(everyone.map((actor) => seesFileNames(actor, { status }))).toEqual([true, true, true, false, false]);
    }
    expect(everyone.map((actor) => seesFileNames(actor, { status: 'completed' }))).toEqual([true, true, true, true, true]);
  });
});
