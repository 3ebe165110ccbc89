import { describe, expect, it } from 'vitest';
import {
  courierErrorMessage,
  messages,
  minOrderMessage,
  newOrderNotification,
  newRequestNotification,
  orderFailureMessage,
  promoFrequencyMessage,
  successMessages,
} from './messages.ts';

describe('messages', () => {
  it('fix the spec misspelling of restaurant', () => {
    for (const text of Object.values(messages)) expect(text).not.toMatch(/restuarant/);
    expect(messages.requestWhileClosed).toBe('Sorry, the restaurant is closed.');
  });
  it('fill in amounts and periods', () => {
    expect(minOrderMessage('$15.00')).toBe('Your subtotal must be greater than $15.00.');
    expect(promoFrequencyMessage('month')).toBe('Sorry, that promo can only be used once a month.');
  });
  it('word the success toasts', () => {
    expect(successMessages.passwordResetSent('a@b.co')).toBe('Password reset sent to a@b.co!');
    expect(successMessages.welcome('a@b.co')).toBe('Welcome a@b.co!');
    expect(successMessages.removed('Fries')).toBe('Fries removed!');
    expect(successMessages.removedOne('Fries', 1)).toBe('One Fries removed, 1 left.');
    expect(successMessages.unredeemed('Fries')).toBe('Fries unredeemed!');
    expect(successMessages.addedToCart('Fries')).toBe('Fries added to cart!');
    expect(successMessages.redeemed('Fries')).toBe('Fries redeemed!');
  });
  it('word staff notifications', () => {
    expect(newOrderNotification({ orderType: 'Dine-in', orderNumber: 7, tableNumber: '12' })).toEqual({
      title: 'New Dine-in Order',
      body: 'Open to confirm order for table #12!',
    });
    expect(newOrderNotification({ orderType: 'Pickup', orderNumber: 7 })).toEqual({
      title: 'New Pickup Order',
      body: 'Open to confirm order #7!',
    });
    expect(newRequestNotification('12')).toEqual({
      title: 'New Dine-in Request',
      body: 'Open the Staff App to confirm request for #12!',
    });
  });
  it('explain order failures', () => {
    expect(orderFailureMessage(402, 'whatever')).toBe(
      'Sorry, there was an error with your credit / debit card. Please try another card.',
    );
    expect(orderFailureMessage(400, 'Sorry, the restaurant is closed.')).toBe(
      'Sorry, the restaurant is closed.',
    );
    expect(orderFailureMessage(500, ' ')).toBe(
      'Sorry, we could not process your order. Please call the restaurant to make your order.',
    );
    expect(orderFailureMessage(500)).toBe(messages.orderFailed);
  });
  it("show the courier's first field error, else a generic one", () => {
    expect(
      courierErrorMessage({ field_errors: [{ field: 'dropoff_address', error: 'Address too far' }] }),
    ).toBe('Address too far');
    for (const response of [
      null,
      'x',
      {},
      { field_errors: 'x' },
      { field_errors: [] },
      { field_errors: [{ error: ' ' }] },
      { field_errors: [{}] },
    ]) {
      expect(courierErrorMessage(response)).toBe('Sorry, error requesting delivery. Please try again later.');
    }
  });
});
