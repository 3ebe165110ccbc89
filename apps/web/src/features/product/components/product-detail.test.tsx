import { type Modifier, messages } from '@orderly/domain';
import { makeProduct } from '@orderly/domain/testing/fixtures';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ProductDetail } from './product-detail.tsx';

const NOW = new Date('2026-06-10T19:00:00Z');

const sauce: Modifier = {
  id: 'sauce',
  name: 'Sauce',
  required: 1,
  maxSelect: 1,
  choices: [
    { id: 'verde', name: 'Salsa verde', price: 0, selected: false, active: true },
    { id: 'chipotle', name: 'Chipotle', price: 0, selected: false, active: true },
  ],
};
const toppings: Modifier = {
  id: 'toppings',
  name: 'Add toppings',
  required: 0,
  maxSelect: 3,
  choices: [
    { id: 'avocado', name: 'Avocado', price: 150, selected: true, active: true },
    { id: 'cheese', name: 'Cheese', price: 100, selected: false, active: true },
    { id: 'jalapeno', name: 'Jalapeño', price: 50, selected: false, active: true },
    { id: 'onion', name: 'Pickled onion', price: 0, selected: false, active: true },
    { id: 'egg', name: 'Fried egg', price: 100, selected: false, active: false },
  ],
};
const tacos = makeProduct({
  id: 'tacos',
  name: 'Crispy Fish Tacos',
  price: 1450,
  modifiers: ['sauce', 'toppings'],
});

function renderDetail() {
  const onAdd = vi.fn();
  render(<ProductDetail product={tacos} modifiers={[toppings, sauce]} now={NOW} onAdd={onAdd} />);
  return { onAdd };
}

const group = (name: string) => screen.getByRole('group', { name: new RegExp(`^${name}`) });
const choice = (name: string) => screen.getByRole('checkbox', { name: new RegExp(`^${name}`) });
const note = (name: string) => within(group(name)).queryByTestId('modifier-note')?.textContent ?? '';
const alertText = () => screen.getByRole('alert').textContent;
/** The alert's second line, the hint after the spec's sentence ('' when there is none). */
const hintText = () => screen.queryByTestId('product-error-hint')?.textContent ?? '';
const addButton = () => screen.getByRole('button', { name: /^ADD TO CART/ });

describe('a group with a maximum ("Choose up to Three")', () => {
  it('starts from the restaurant’s preselected choice and counts what is picked', () => {
    renderDetail();
    expect(within(group('Add toppings')).getByText('Choose up to Three')).toBeTruthy();
    expect((choice('Avocado') as HTMLInputElement).checked).toBe(true);
    expect(note('Add toppings')).toBe('1 of 3 chosen');

    fireEvent.click(choice('Cheese'));
    expect(note('Add toppings')).toBe('2 of 3 chosen');
  });

  it('refuses a fourth choice with the spec’s sentence first, then the group’s limit', () => {
    renderDetail();
    fireEvent.click(choice('Cheese'));
    fireEvent.click(choice('Jalapeño'));
    expect(note('Add toppings')).toBe('3 of 3 chosen');

    const fourth = choice('Pickled onion') as HTMLInputElement;
    expect(fourth.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(fourth);
    expect(fourth.checked).toBe(false);
    expect(alertText()).toBe(
      'Sorry, you have selected too many choices. You can choose up to Three in "Add toppings".',
    );
    expect(alertText()?.startsWith(messages.tooManyChoices)).toBe(true);
    expect(hintText()).toBe('You can choose up to Three in "Add toppings".');
    expect(note('Add toppings')).toBe('3 of 3 chosen');
  });

  it('takes another choice once one is unticked', () => {
    renderDetail();
    fireEvent.click(choice('Cheese'));
    fireEvent.click(choice('Jalapeño'));
    fireEvent.click(choice('Avocado'));
    expect(note('Add toppings')).toBe('2 of 3 chosen');

    const onion = choice('Pickled onion') as HTMLInputElement;
    expect(onion.getAttribute('aria-disabled')).toBeNull();
    fireEvent.click(onion);
    expect(onion.checked).toBe(true);
  });

  it('shows a sold-out choice, and picking it says it is sold out', () => {
    renderDetail();
    const egg = choice('Fried egg') as HTMLInputElement;
    expect(egg.closest('label')?.textContent).toContain('Sold out');
    fireEvent.click(egg);
    expect(egg.checked).toBe(false);
    expect(alertText()).toBe(messages.choiceSoldOut);
    expect(hintText()).toBe('');
  });
});

describe('a required group', () => {
  it('stops ADD TO CART with the spec’s sentence first and the group on a second line, until a choice is made', () => {
    const { onAdd } = renderDetail();
    expect(within(group('Sauce')).getByText('Required')).toBeTruthy();
    expect(note('Sauce')).toBe('Choose 1 more');

    fireEvent.click(addButton());
    expect(onAdd).not.toHaveBeenCalled();
    expect(alertText()).toBe('Sorry, you must select more choices. Choose 1 more under "Sauce".');
    expect(hintText()).toBe('Choose 1 more under "Sauce".');
    expect(group('Sauce').dataset.invalid).toBe('true');

    fireEvent.click(screen.getByRole('radio', { name: 'Chipotle' }));
    expect(alertText()).toBe('');
    expect(group('Sauce').dataset.invalid).toBeUndefined();
    expect(note('Sauce')).toBe('');
  });

  it('swaps its one choice rather than adding another', () => {
    renderDetail();
    fireEvent.click(screen.getByRole('radio', { name: 'Chipotle' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Salsa verde' }));
    expect((screen.getByRole('radio', { name: 'Salsa verde' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: 'Chipotle' }) as HTMLInputElement).checked).toBe(false);
    expect(alertText()).toBe('');
  });
});

describe('adding to the cart', () => {
  it('shows the line’s price with choices and quantity, and adds the choices in the product’s order', () => {
    const { onAdd } = renderDetail();
    // $14.50 + avocado $1.50
    expect(addButton().textContent).toBe('ADD TO CART$16.00');
    fireEvent.click(choice('Cheese'));
    fireEvent.click(screen.getByRole('radio', { name: 'Salsa verde' }));
    fireEvent.click(screen.getByRole('button', { name: 'Increase Quantity' }));
    expect(screen.getByRole('status', { name: 'Quantity' }).textContent).toBe('2');
    expect(addButton().textContent).toBe('ADD TO CART$34.00');

    fireEvent.click(addButton());
    expect(onAdd).toHaveBeenCalledWith(2, [
      { modifierId: 'sauce', id: 'verde', name: 'Salsa verde', price: 0 },
      { modifierId: 'toppings', id: 'avocado', name: 'Avocado', price: 150 },
      { modifierId: 'toppings', id: 'cheese', name: 'Cheese', price: 100 },
    ]);
    expect(alertText()).toBe('');
  });
});
