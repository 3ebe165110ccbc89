import { messages } from '@orderly/domain';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { visa } from '../../../testing/cards.ts';
import { getPaymentsConfig, type PaymentsConfig, saveCard, tokenizeCard } from '../api/card-api.ts';
import { CardForm } from './card-form.tsx';

vi.mock('../api/card-api.ts', () => ({
  getPaymentsConfig: vi.fn(),
  tokenizeCard: vi.fn(),
  saveCard: vi.fn(),
}));

const config = { provider: 'sandbox' } as unknown as PaymentsConfig;

function renderForm(hasCard = false) {
  const onSaved = vi.fn();
  render(<CardForm hasCard={hasCard} onSaved={onSaved} />);
  return { onSaved };
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'SAVE CARD' }));
const alertText = () => screen.getByRole('alert').textContent;

function fillIn(card: { number: string; expiry: string; cvc: string; postalCode: string }) {
  type('Card number', card.number);
  type('Expiry (MM/YY)', card.expiry);
  type('CVC', card.cvc);
  type('Postal code', card.postalCode);
}

const good = { number: '4242424242424242', expiry: '1230', cvc: '123', postalCode: 'v6b 1a1' };

beforeEach(() => {
  vi.mocked(getPaymentsConfig).mockReset().mockResolvedValue(config);
  vi.mocked(tokenizeCard)
    .mockReset()
    .mockResolvedValue({ id: 'tok_1' } as Awaited<ReturnType<typeof tokenizeCard>>);
  vi.mocked(saveCard)
    .mockReset()
    .mockResolvedValue({ card: visa } as Awaited<ReturnType<typeof saveCard>>);
});

describe('typing a card', () => {
  it('shows the number in groups of four, the expiry as MM/YY, the CVC as digits, the postal code in capitals', () => {
    renderForm();
    fillIn({ number: '4242424242424242', expiry: '1230', cvc: '1a2b3', postalCode: 'v6b-1a1' });
    expect(field('Card number').value).toBe('4242 4242 4242 4242');
    expect(field('Expiry (MM/YY)').value).toBe('12/30');
    expect(field('CVC').value).toBe('123');
    expect(field('Postal code').value).toBe('V6B1A1');
  });
});

describe('saving a card', () => {
  it('checks the form in the order of its fields, with the spec’s messages', () => {
    renderForm();
    save();
    expect(alertText()).toBe(messages.cardNumberNotNumber);
    type('Card number', '4242 4242 4242 424');
    save();
    expect(alertText()).toBe(messages.cardNumberLength);
    type('Card number', good.number);
    type('Expiry (MM/YY)', '12');
    save();
    expect(alertText()).toBe(messages.expiryLength);
    type('Expiry (MM/YY)', good.expiry);
    type('CVC', '12');
    save();
    expect(alertText()).toBe(messages.cvcLength);
    type('CVC', good.cvc);
    type('Postal code', 'V6B');
    save();
    expect(alertText()).toBe(messages.postalCodeLength);
    expect(tokenizeCard).not.toHaveBeenCalled();
  });

  it('sends the card to the provider, saves its token and hands back the saved card', async () => {
    const { onSaved } = renderForm();
    expect(screen.getByRole('form', { name: 'Add a card' })).toBeTruthy();
    fillIn(good);
    save();

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(visa));
    expect(tokenizeCard).toHaveBeenCalledWith(config, {
      number: '4242424242424242',
      cvc: '123',
      exp_month: 12,
      exp_year: 2030,
      address_zip: 'V6B1A1',
    });
    expect(saveCard).toHaveBeenCalledWith({ cardToken: 'tok_1', postalCode: 'V6B1A1', replace: false });
  });

  it('replaces the saved card when there is one', async () => {
    const { onSaved } = renderForm(true);
    expect(screen.getByRole('form', { name: 'Replace card' })).toBeTruthy();
    fillIn(good);
    save();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(vi.mocked(saveCard).mock.calls[0]?.[0]).toMatchObject({ replace: true });
  });

  it("shows the provider's refusal and lets the customer try again", async () => {
    vi.mocked(tokenizeCard).mockRejectedValueOnce(new Error('Your card was declined.'));
    const { onSaved } = renderForm();
    fillIn({ ...good, number: '4000000000000002' });
    save();

    await waitFor(() => expect(alertText()).toBe('Your card was declined.'));
    expect(onSaved).not.toHaveBeenCalled();
    expect(saveCard).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'SAVE CARD' })).toHaveProperty('disabled', false);
  });
});
