import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MoneyField } from './form-parts.tsx';

/** A money field as a settings form holds it: cents in the form, the text as typed in the field. */
function Form({ onCents }: { onCents: (cents: number) => void }) {
  const [cents, setCents] = useState(250);
  return (
    <MoneyField
      label="Bag fee"
      value={cents}
      onChange={(next) => {
        setCents(next);
        onCents(next);
      }}
    />
  );
}

const type = (text: string) =>
  fireEvent.change(screen.getByLabelText('Bag fee'), { target: { value: text } });

describe('the back office money field', () => {
  it('shows cents as dollars and reads what a manager types by the one money parser', () => {
    const onCents = vi.fn();
    render(<Form onCents={onCents} />);
    const input = screen.getByLabelText('Bag fee') as HTMLInputElement;
    expect(input.value).toBe('2.50');
    type('$ 15');
    expect(onCents).toHaveBeenLastCalledWith(1500);
    type('4.');
    expect(onCents).toHaveBeenLastCalledWith(400);
    expect(input.value).toBe('4.');
    type('1,250');
    expect(onCents).toHaveBeenLastCalledWith(125_000);
    expect(input.getAttribute('aria-invalid')).toBeNull();
  });

  it('refuses a decimal comma with a sentence saying how to write it (decision 0073)', () => {
    const onCents = vi.fn();
    render(<Form onCents={onCents} />);
    type('4,99');
    expect(onCents).toHaveBeenLastCalledWith(Number.NaN);
    const input = screen.getByLabelText('Bag fee');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const error = document.getElementById(input.getAttribute('aria-describedby') ?? '');
    expect(error?.textContent).toBe('Use a point before the cents: 4.99, not 4,99.');
    type('twelve');
    expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Use an amount such as 4.99.',
    );
  });
});
