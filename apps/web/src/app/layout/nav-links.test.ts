import { makeSettings } from '@orderly/domain/testing/fixtures';
import { describe, expect, it } from 'vitest';
import { bottomNavLinks } from './nav-links.ts';

const labels = (links: { label: string }[]) => links.map((link) => link.label);

describe('the bottom navigation', () => {
  const settings = makeSettings({ rewardsEnabled: true });

  it('shows MENU, REWARDS, ORDERS and LOGIN or USER away from a kiosk', () => {
    expect(labels(bottomNavLinks(settings, { isDineIn: false, kiosk: false }, false))).toEqual([
      'MENU',
      'REWARDS',
      'ORDERS',
      'LOGIN',
    ]);
    expect(labels(bottomNavLinks(settings, { isDineIn: true, kiosk: false }, true))).toEqual([
      'MENU',
      'REQUESTS',
      'REWARDS',
      'ORDERS',
      'USER',
    ]);
  });

  it("shows a kiosk's customer the menu only: no sign-in, nobody's orders or rewards (decision 0092)", () => {
    expect(labels(bottomNavLinks(settings, { isDineIn: true, kiosk: true }, false))).toEqual(['MENU']);
    expect(labels(bottomNavLinks(settings, { isDineIn: false, kiosk: true }, true))).toEqual(['MENU']);
  });
});
