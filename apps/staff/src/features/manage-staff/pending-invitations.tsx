import type { DataOf } from '@orderly/contract';
import { formatDateTime } from '../../lib/format.ts';

export type PendingInvitation = DataOf<'listStaffMembers'>['invitations'][number];

/**
 * Invitations not accepted yet, apart from the members (issue 23): what the manager typed (an
 * e-mail, a role, locations) and whether the link still works; never a name or an account, which
 * nobody is told before the invited person accepts. Each can be sent again or cancelled.
 */
export function PendingInvitations({
  invitations,
  whereText,
  mayManage,
  busy,
  timeZone,
  onResend,
  onCancel,
}: {
  invitations: PendingInvitation[];
  whereText: (locationIds: string[] | null) => string;
  /** Whether the manager's locations cover the invitation's (else it is shown, not changed). */
  mayManage: (invitation: PendingInvitation) => boolean;
  busy: boolean;
  timeZone?: string;
  onResend: (invitation: PendingInvitation) => void;
  onCancel: (invitation: PendingInvitation) => void;
}) {
  if (invitations.length === 0) {
    return <p className="mnote">No invitations waiting: everyone invited has joined.</p>;
  }
  return (
    <ul className="mlist" aria-label="Invitations">
      {invitations.map((invitation) => {
        const expired = invitation.status === 'expired';
        return (
          <li key={invitation.id} className="mrow mrow--off">
            <div className="mrow__main">
              <p className="mrow__title">
                {invitation.email}{' '}
                <span className={`mtag${invitation.role === 'manager' ? ' mtag--manager' : ''}`}>
                  {invitation.role === 'manager' ? 'Manager' : 'Staff'}
                </span>{' '}
                <span className="mtag mtag--off">{expired ? 'Expired' : 'Invited'}</span>
              </p>
              <p className="mrow__meta">
                {whereText(invitation.locationIds)} ·{' '}
                {expired
                  ? `Link expired ${formatDateTime(invitation.expiresAt, timeZone)}: send it again`
                  : `Link works until ${formatDateTime(invitation.expiresAt, timeZone)}`}
              </p>
            </div>
            {mayManage(invitation) && (
              <div className="mrow__actions">
                <button type="button" className="btn" disabled={busy} onClick={() => onResend(invitation)}>
                  Send again<span className="visually-hidden"> to {invitation.email}</span>
                </button>
                <button
                  type="button"
                  className="btn btn--danger"
                  disabled={busy}
                  onClick={() => onCancel(invitation)}
                >
                  Cancel invitation<span className="visually-hidden"> of {invitation.email}</span>
                </button>
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
