import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { staffOrder } from '../../testing/staff-orders.ts';
import { CustomerInfo } from '../queue/order-summary.tsx';
import { KitchenTicket } from './kitchen-ticket.tsx';

/* A delivery whose diner typed the word "Unit" into the apartment field (issue 24). */
const delivery = staffOrder({
  id: 'o12',
  orderNumber: 61,
  orderType: 'Delivery',
  deliveryAddress: '1160 Hamilton St, Vancouver',
  aptNumber: 'Unit 1207',
});

describe('the apartment line of a delivery', () => {
  it('reads UNIT 1207 once on the kitchen ticket', () => {
    render(
      <KitchenTicket
        order={delivery}
        restaurantName="Maple & Miso"
        locationName="Downtown"
        timeZone="America/Vancouver"
      />,
    );
    expect(screen.getByText('UNIT 1207')).toBeTruthy();
    expect(screen.queryByText(/UNIT UNIT/i)).toBeNull();
  });

  it('reads Unit 1207 once on the kitchen card', () => {
    const { container } = render(<CustomerInfo order={delivery} />);
    expect(container.querySelector('.customer__unit')?.textContent).toBe('Unit 1207');
  });

  it('puts Unit before a bare number', () => {
    const { container } = render(<CustomerInfo order={{ ...delivery, aptNumber: '1207' }} />);
    expect(container.querySelector('.customer__unit')?.textContent).toBe('Unit 1207');
  });
});

describe('allergy words on the ticket', () => {
  it('prints the words the board marks in capitals between asterisks, in the note and a choice', () => {
    const order = staffOrder({
      id: 'o13',
      orderNumber: 62,
      notes: 'Gluten allergy — no croutons',
      lines: [
        {
          productId: 'burger',
          name: 'Smash Burger',
          count: 1,
          unitPrice: 1800,
          totalPrice: 1800,
          choices: [{ modifierId: 'bun', id: 'gf', name: 'Gluten-free bun', price: 200 }],
        },
      ],
    });
    const { container } = render(
      <KitchenTicket
        order={order}
        restaurantName="Maple & Miso"
        locationName="Downtown"
        timeZone="America/Vancouver"
      />,
    );
    expect(container.querySelector('.ticket__notes')?.textContent).toBe(
      'NOTE: *GLUTEN* *ALLERGY* — no croutons',
    );
    expect(container.textContent).toContain('+ *GLUTEN-FREE* bun');
  });
});
