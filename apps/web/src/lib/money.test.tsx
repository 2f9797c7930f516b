import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fallbackBranding } from '@/lib/branding';
import { mockApi, renderScreen } from '@/test/render-screen';
import { Money, useMoney } from './money';

function Amounts() {
  const money = useMoney();
  return (
    <ul>
      <li>business: {money('1234.5')}</li>
      <li>invoice: {money('1234.5', 'INR')}</li>
      <li>label: Price ({money.currency})</li>
      <li>
        cell: <Money amount="99.9" />
      </li>
    </ul>
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('useMoney', () => {
  it('writes amounts in the business currency and locale the settings give, and an invoice in its own', async () => {
    mockApi({ 'GET /api/v1/branding/': { success: true, data: { ...fallbackBranding, currency: 'AUD', locale: 'en-IN' } } });
    renderScreen('/', <Amounts />);
    expect(await screen.findByText('business: A$1,234.50')).toBeInTheDocument();
    expect(screen.getByText('invoice: ₹1,234.50')).toBeInTheDocument();
    expect(screen.getByText('label: Price (AUD)')).toBeInTheDocument();
    expect(screen.getByText('cell: A$99.90')).toBeInTheDocument();
  });

  it('falls back to rupees with Indian grouping until the settings answer', () => {
    mockApi({});
    renderScreen('/', <Amounts />);
    expect(screen.getByText('business: ₹1,234.50')).toBeInTheDocument();
    expect(screen.getByText('label: Price (INR)')).toBeInTheDocument();
  });
});
