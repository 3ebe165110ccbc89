import type { BusyMode } from '@orderly/domain';
import { at, everyDay, makeSettings } from '@orderly/domain/testing/fixtures';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PublicSettings } from '../../features/restaurant/api/get-location.ts';
import { BusyBanner } from './busy-banner.tsx';

/* A Wednesday lunchtime in Vancouver, within the hours below. */
const NOW = new Date(at('2026-06-10T12:00'));
vi.mock('../../lib/client.ts', () => ({ useServerNow: () => NOW, serverNow: () => NOW }));

const settings = (busyMode: BusyMode | null, orderOpen = true) =>
  makeSettings({
    hours: everyDay({ open: '11:00', close: '21:00' }),
    waitTime: 25,
    orderOpen,
    busyMode,
  }) as unknown as PublicSettings;
const until = at('2026-06-10T12:30');

describe('the busy banner (issue 25, busy mode)', () => {
  it('tells diners the later promise before they order', () => {
    render(
      <BusyBanner settings={settings({ extraMinutes: 20, asapStopped: false, until })} orderType="Pickup" />,
    );
    expect(screen.getByTestId('busy-banner').textContent).toBe('Busy right now: ready in about 45 min');
  });

  it('says when only orders for later are taken', () => {
    render(
      <BusyBanner settings={settings({ extraMinutes: 0, asapStopped: true, until })} orderType="Pickup" />,
    );
    expect(screen.getByTestId('busy-banner').textContent).toBe('Busy right now: ordering for later only');
  });

  it('is gone once busy mode has ended, and while the closed banner shows', () => {
    const ended = { extraMinutes: 20, asapStopped: false, until: at('2026-06-10T11:59') };
    render(<BusyBanner settings={settings(ended)} orderType="Pickup" />);
    render(
      <BusyBanner
        settings={settings({ extraMinutes: 20, asapStopped: false, until }, false)}
        orderType="Pickup"
      />,
    );
    expect(screen.queryByTestId('busy-banner')).toBeNull();
  });
});
