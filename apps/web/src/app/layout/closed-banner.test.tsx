import { messages } from '@orderly/domain';
import { at, everyDay, makeSettings } from '@orderly/domain/testing/fixtures';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PublicSettings } from '../../features/restaurant/api/get-location.ts';
import { ClosedBanner } from './closed-banner.tsx';

/* A Wednesday lunchtime in Vancouver, within the hours below. */
const NOW = new Date(at('2026-06-10T12:00'));
vi.mock('../../lib/client.ts', () => ({ useServerNow: () => NOW, serverNow: () => NOW }));

const settings = (orderOpen: boolean) =>
  makeSettings({
    hours: everyDay({ open: '11:00', close: '21:00' }),
    orderOpen,
  }) as unknown as PublicSettings;

describe('the closed banner (issue 24)', () => {
  it('tells seated guests that ordering is closed, not the restaurant, while ordering is paused', () => {
    render(<ClosedBanner settings={settings(false)} orderType="Dine-in" />);
    const banner = screen.getByTestId('closed-banner');
    expect(banner.textContent).toContain(messages.orderingClosed);
    expect(banner.textContent).not.toContain(messages.restaurantClosed);
  });

  it('is not shown while ordering is open within the hours', () => {
    render(<ClosedBanner settings={settings(true)} orderType="Dine-in" />);
    expect(screen.queryByTestId('closed-banner')).toBeNull();
  });
});
