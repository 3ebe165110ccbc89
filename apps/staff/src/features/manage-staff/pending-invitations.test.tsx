import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type PendingInvitation, PendingInvitations } from './pending-invitations.tsx';

const invited: PendingInvitation = {
  id: 'i1',
  email: 'new.cook@example.com',
  role: 'staff',
  locationIds: ['downtown'],
  status: 'invited',
  sentAt: '2026-03-02T17:00:00.000Z',
  expiresAt: '2026-03-09T17:00:00.000Z',
};
const expired: PendingInvitation = {
  ...invited,
  id: 'i2',
  email: 'late@example.com',
  role: 'manager',
  locationIds: null,
  status: 'expired',
};

function show(invitations: PendingInvitation[], mayManage = () => true) {
  const onResend = vi.fn();
  const onCancel = vi.fn();
  render(
    <PendingInvitations
      invitations={invitations}
      whereText={(ids) => (ids === null ? 'Every location' : ids.join(', '))}
      mayManage={mayManage}
      busy={false}
      timeZone="America/Vancouver"
      onResend={onResend}
      onCancel={onCancel}
    />,
  );
  return { onResend, onCancel };
}

describe('the staff screen’s pending invitations', () => {
  it('shows each by e-mail, role and whether its link works, never a name, apart from members', () => {
    show([invited, expired]);
    const rows = within(screen.getByRole('list', { name: 'Invitations' })).getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('.mrow__title')?.textContent)).toEqual([
      'new.cook@example.com Staff Invited',
      'late@example.com Manager Expired',
    ]);
    expect(rows[0]?.textContent).toContain('downtown · Link works until Mar 9, 10:00 AM');
    expect(rows[1]?.textContent).toContain('Every location · Link expired Mar 9, 10:00 AM: send it again');
  });

  it('sends again and cancels the invitation asked for', () => {
    const { onResend, onCancel } = show([invited, expired]);
    fireEvent.click(screen.getByRole('button', { name: 'Send again to late@example.com' }));
    expect(onResend).toHaveBeenCalledWith(expired);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel invitation of new.cook@example.com' }));
    expect(onCancel).toHaveBeenCalledWith(invited);
  });

  it('offers no actions on invitations to locations the manager does not manage', () => {
    show([invited, expired], () => false);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says when nobody is waiting', () => {
    show([]);
    expect(screen.getByText('No invitations waiting: everyone invited has joined.')).toBeTruthy();
  });
});
