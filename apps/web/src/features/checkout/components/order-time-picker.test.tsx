import { DEFAULT_CAPACITY, linesOffMenu, loadsOfFullWindows, type Pacing } from '@orderly/domain';
import { at, breakfastAndMains, everyDay, makeSettings } from '@orderly/domain/testing/fixtures';
import { cleanup, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PublicSettings } from '../../restaurant/api/get-location.ts';
import { OrderTimePicker } from './order-time-picker.tsx';

const settings = makeSettings({
  hours: everyDay({ open: '11:00', close: '21:00', breakStart: '15:00', breakEnd: '16:00' }),
  deliveryHours: everyDay({ open: '12:00', close: '20:00' }),
  waitTime: 20,
  deliveryTime: 30,
}) as unknown as PublicSettings;

function pick(now: string, orderType: 'Pickup' | 'Delivery', pacing?: Pacing) {
  render(
    <OrderTimePicker
      settings={settings}
      orderType={orderType}
      now={new Date(at(now))}
      value="ASAP"
      onChoose={vi.fn()}
      pacing={pacing}
    />,
  );
  return screen.queryAllByTestId('time-slot').map((slot) => slot.textContent ?? '');
}

describe('the order-time picker (issue 24)', () => {
  it('offers no time during the break, when every order is refused as closed', () => {
    expect(pick('2026-06-10T15:30', 'Pickup')).toEqual([]);
    expect(screen.getByText('No times are available right now.')).toBeTruthy();
  });

  it('offers ASAP and the slots after the break once it is over', () => {
    const slots = pick('2026-06-10T16:00', 'Pickup');
    expect(slots[0]).toContain('ASAP');
    expect(slots[1]).toBe('4:30 PM');
  });

  it('offers delivery before delivery opens only within the delivery hours, without ASAP', () => {
    const slots = pick('2026-06-10T11:30', 'Delivery');
    expect(slots.some((slot) => slot.includes('ASAP'))).toBe(false);
    expect(slots[0]).toBe('12:30 PM');
    const today = within(screen.getByRole('region', { name: 'Today' }));
    expect(today.getAllByTestId('time-slot').at(-1)!.textContent).toBe('8:00 PM');
    // The first time offered is the one chosen.
    expect(screen.getAllByTestId('time-slot')[0]!.getAttribute('aria-pressed')).toBe('true');
  });
});

describe('the order-time picker with capacity pacing (issue 25)', () => {
  const capacity = { ...DEFAULT_CAPACITY, maxOrders: 5 };
  // 12:00 in Vancouver (PDT) is 19:00Z: the 12:15 and 12:30 windows are full.
  const full = loadsOfFullWindows([
    { lane: 'takeout', start: Date.parse('2026-06-10T19:15:00Z') },
    { lane: 'takeout', start: Date.parse('2026-06-10T19:30:00Z') },
  ]);
  const pacing = { capacity, loads: full, work: { items: 1, prepMinutes: 5 } };

  it("leaves out a full window's time, and ASAP says the first time with room", () => {
    const slots = pick('2026-06-10T12:00', 'Pickup', pacing);
    const today = within(screen.getByRole('region', { name: 'Today' }))
      .getAllByTestId('time-slot')
      .map((slot) => slot.textContent);
    expect(today).not.toContain('12:30 PM');
    expect(today).toContain('12:45 PM');
    // ASAP would be 12:20, in a full window: the kitchen has room from 12:45.
    expect(slots[0]).toContain('Ready in about 45 min');
  });

  it('offers every time as before with no window full', () => {
    const paced = pick('2026-06-10T12:00', 'Pickup', { ...pacing, loads: [] });
    cleanup();
    expect(pick('2026-06-10T12:00', 'Pickup')).toEqual(paced);
  });
});

describe('the order-time picker and the menus open at each time (issue 24)', () => {
  const menuSettings = makeSettings({
    hours: everyDay({ open: '08:00', close: '21:00' }),
    waitTime: 0,
    menus: breakfastAndMains.menus,
  }) as unknown as PublicSettings;
  const { categories } = breakfastAndMains;
  const now = new Date(at('2026-06-10T10:00'));

  it('marks the times that leave out a product in the cart and says when it is served', () => {
    render(
      <OrderTimePicker
        settings={menuSettings}
        orderType="Pickup"
        now={now}
        value="ASAP"
        onChoose={vi.fn()}
        offMenuAt={(value) =>
          linesOffMenu({
            settings: menuSettings,
            categories,
            products: [{ id: 'pancakes', name: 'Pancakes' }],
            when: value === 'ASAP' ? now : value,
            isDineIn: false,
          })
        }
      />,
    );
    const slots = screen.getAllByTestId('time-slot');
    const label = (text: string) => slots.find((slot) => slot.textContent?.startsWith(text))!.textContent;
    expect(label('ASAP')).not.toContain('No Pancakes');
    expect(label('10:45 AM')).toBe('10:45 AM');
    expect(label('11:00 AM')).toBe('11:00 AMNo Pancakes');
    const today = within(screen.getByRole('region', { name: 'Today' }));
    expect(today.getByTestId('menu-served').textContent).toBe('Pancakes is served 8:00 AM – 11:00 AM.');
  });
});
