import { at, everyDay, makeSettings } from '@orderly/domain/testing/fixtures';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CheckoutState } from '../use-checkout-state.ts';
import { OrderTypeSection } from './order-type-section.tsx';

/* A Wednesday morning in Vancouver, before delivery opens. */
const NOW = new Date(at('2026-06-10T10:00'));
vi.mock('../../../lib/client.ts', () => ({ useServerNow: () => NOW, serverNow: () => NOW }));

const settings = makeSettings({
  hours: everyDay({ open: '11:00', close: '21:00' }),
  deliveryHours: everyDay({ open: '11:00', close: '21:00' }),
  minOrder: 1500,
});

function state(orderType: 'Pickup' | 'Delivery', subTotalAfterRewards: number): CheckoutState {
  return {
    settings,
    ordering: { orderType, isDineIn: false, tableId: null },
    pricing: { subTotalAfterRewards },
    chooseOrderType: vi.fn(),
  } as unknown as CheckoutState;
}

describe('the order type section (issue 24)', () => {
  it('says the delivery hours and minimum where Delivery is chosen', () => {
    render(<OrderTypeSection state={state('Pickup', 900)} />);
    const terms = screen.getByTestId('delivery-terms');
    expect(terms.textContent).toBe('Delivery today 11:00 AM – 9:00 PM · minimum $15.00 before fees');
    expect(screen.getByRole('group', { name: 'Order type' }).getAttribute('aria-describedby')).toBe(
      terms.parentElement!.id,
    );
    // Pickup has no minimum.
    expect(screen.queryByTestId('delivery-minimum')).toBeNull();
  });

  it('says the minimum sentence while a delivery order is below it', () => {
    const { rerender } = render(<OrderTypeSection state={state('Delivery', 900)} />);
    expect(screen.getByTestId('delivery-minimum').textContent).toBe(
      'Your subtotal must be greater than $15.00.',
    );
    rerender(<OrderTypeSection state={state('Delivery', 1500)} />);
    expect(screen.queryByTestId('delivery-minimum')).toBeNull();
  });
});
