import type { DataOf } from '@orderly/contract';
import { staffDocumentSchema } from '@orderly/domain/restaurant-document';
import * as Dialog from '@radix-ui/react-dialog';
import { type FormEvent, useState } from 'react';
import { call } from '../../lib/client.tsx';
import { ErrorSummary, FormSection, type Problem } from '../manage/form-parts.tsx';
import { messageOf, useManageCall } from '../manage/manage-api.ts';
import { useManaged } from '../manage/manage-context.ts';
import { ErrorBanner, ManagePage } from '../manage/manage-page.tsx';
import { type PendingInvitation, PendingInvitations } from './pending-invitations.tsx';
import './staff-screen.css';
import { returnFocusToOpener } from '../../lib/focus-return.ts';

type Member = DataOf<'listStaffMembers'>['members'][number];
type Role = Member['role'];
type Location = ReturnType<typeof useManaged>['restaurant']['locations'][number];

/** Who may work where: a role and some locations (or every location). */
interface Access {
  role: Role;
  every: boolean;
  locationIds: string[];
}

const accessBody = (access: Access) => ({
  role: access.role,
  locationIds: access.every ? null : access.locationIds,
});

function whereText(locationIds: string[] | null, locations: Location[]) {
  if (locationIds === null) return 'Every location';
  return locationIds
    .map((id) => locations.find((location) => location.id === id)?.locationName ?? id)
    .join(', ');
}

/** Role (staff or manager) and locations (every one, or some), as radio buttons and checkboxes. */
function AccessFields({
  idPrefix,
  value,
  onChange,
  locations,
  mayGiveEvery,
}: {
  idPrefix: string;
  value: Access;
  onChange: (next: Access) => void;
  locations: Location[];
  /** A manager of some locations cannot give access to every location. */
  mayGiveEvery: boolean;
}) {
  return (
    <div className="access">
      <fieldset className="access__group">
        <legend className="mfield__label">Role</legend>
        {(['staff', 'manager'] as const).map((role) => (
          <label key={role} className="access__choice">
            <input
              type="radio"
              name={`${idPrefix}-role`}
              value={role}
              checked={value.role === role}
              onChange={() => onChange({ ...value, role })}
            />
            <span>
              <strong>{role === 'staff' ? 'Staff' : 'Manager'}</strong>
              <span className="access__hint">
                {role === 'staff'
                  ? 'Runs orders, requests and sold-out items.'
                  : 'Also opens this back office.'}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      <fieldset className="access__group" id={`${idPrefix}-locations`}>
        <legend className="mfield__label">Locations</legend>
        {mayGiveEvery && (
          <label className="access__choice">
            <input
              type="checkbox"
              checked={value.every}
              onChange={(event) => onChange({ ...value, every: event.target.checked })}
            />
            <span>
              <strong>Every location</strong>
              <span className="access__hint">Including locations added later.</span>
            </span>
          </label>
        )}
        {!value.every &&
          locations.map((location) => (
            <label key={location.id} className="access__choice">
              <input
                type="checkbox"
                checked={value.locationIds.includes(location.id)}
                onChange={(event) =>
                  onChange({
                    ...value,
                    locationIds: event.target.checked
                      ? [...value.locationIds, location.id]
                      : value.locationIds.filter((id) => id !== location.id),
                  })
                }
              />
              <span>{location.locationName}</span>
            </label>
          ))}
      </fieldset>
    </div>
  );
}

/**
 * The staff screen: invite by e-mail, change roles and locations, remove; invitations not accepted
 * yet are listed apart (sent again, cancelled) and nobody's name shows before they accept.
 */
export function StaffScreen() {
  const { restaurantId, restaurant } = useManaged();
  const loaded = useManageCall('listStaffMembers', { params: { restaurantId } });
  const mayGiveEvery = restaurant.managerLocationIds === null;
  const myLocations = restaurant.locations.filter(
    (location) =>
      restaurant.managerLocationIds === null || restaurant.managerLocationIds.includes(location.id),
  );
  const [email, setEmail] = useState('');
  const [access, setAccess] = useState<Access>({ role: 'staff', every: mayGiveEvery, locationIds: [] });
  const [problems, setProblems] = useState<Problem[]>([]);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<{ text: string; error: boolean } | null>(null);
  const [editing, setEditing] = useState<Member | null>(null);
  const [removing, setRemoving] = useState<Member | null>(null);
  const [cancelling, setCancelling] = useState<PendingInvitation | null>(null);

  const invite = async (event: FormEvent) => {
    event.preventDefault();
    const found: Problem[] = [];
    const checkedEmail = staffDocumentSchema.shape.email.safeParse(email.trim());
    if (!checkedEmail.success)
      found.push({ fieldId: 'invite-email', message: 'E-mail: Use an e-mail address.' });
    if (!access.every && access.locationIds.length === 0) {
      found.push({
        fieldId: 'invite-locations',
        message: 'Locations: Choose at least one location, or every location.',
      });
    }
    setProblems(found);
    if (found.length > 0 || !checkedEmail.success) return;
    setBusy(true);
    try {
      const answer = await call('inviteStaffMember', {
        params: { restaurantId },
        body: { email: checkedEmail.data, ...accessBody(access) },
      });
      setStatus({
        text: `Invitation sent to ${answer.invitation.email}. They join once they accept it.`,
        error: false,
      });
      setEmail('');
      await loaded.reload();
    } catch (error) {
      setStatus({ text: messageOf(error), error: true });
    } finally {
      setBusy(false);
    }
  };

  const act = async (work: () => Promise<string>) => {
    setBusy(true);
    try {
      setStatus({ text: await work(), error: false });
      await loaded.reload();
      return true;
    } catch (error) {
      setStatus({ text: messageOf(error), error: true });
      return false;
    } finally {
      setBusy(false);
    }
  };

  const members = loaded.data?.members ?? [];
  const invitations = loaded.data?.invitations ?? [];
  const covers = (member: { locationIds: string[] | null }) =>
    restaurant.managerLocationIds === null ||
    Boolean(member.locationIds?.every((id) => restaurant.managerLocationIds?.includes(id)));
  const invitationParams = (invitation: PendingInvitation) => ({ restaurantId, invitationId: invitation.id });
  const memberParams = (member: Member) => ({ restaurantId, userId: member.userId });

  return (
    <ManagePage
      title="Staff"
      lead="Invite people by e-mail: they join once they accept the link, signing in to their account or choosing a password."
    >
      <p
        className={status?.error ? 'mbanner mbanner--error' : status ? 'mbanner' : 'visually-hidden'}
        role="status"
      >
        {status?.text ?? ''}
      </p>

      <FormSection title="Invite someone">
        <form className="invite" onSubmit={invite} noValidate>
          <ErrorSummary problems={problems} title="Please check the invitation" />
          <div className="mfield">
            <label className="mfield__label" htmlFor="invite-email">
              E-mail address
            </label>
            <input
              id="invite-email"
              className="input"
              type="email"
              autoComplete="off"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          </div>
          <AccessFields
            idPrefix="invite"
            value={access}
            onChange={setAccess}
            locations={myLocations}
            mayGiveEvery={mayGiveEvery}
          />
          <div>
            <button type="submit" className="btn btn--go" disabled={busy}>
              Send invitation
            </button>
          </div>
        </form>
      </FormSection>

      <FormSection
        title="Who works here"
        description={`${members.length} ${members.length === 1 ? 'person' : 'people'}.`}
      >
        <ErrorBanner message={loaded.error} />
        <ul className="mlist" aria-label="Staff members">
          {members.map((member) => (
            <li key={member.userId} className="mrow">
              <div className="mrow__main">
                <p className="mrow__title">
                  {member.name || member.email}
                  {member.you && <span className="mtag">You</span>}{' '}
                  <span className={`mtag${member.role === 'manager' ? ' mtag--manager' : ''}`}>
                    {member.role === 'manager' ? 'Manager' : 'Staff'}
                  </span>
                </p>
                <p className="mrow__meta">
                  {member.name ? `${member.email} · ` : ''}
                  {whereText(member.locationIds, restaurant.locations)}
                </p>
              </div>
              {covers(member) && (
                <div className="mrow__actions">
                  <button type="button" className="btn" disabled={busy} onClick={() => setEditing(member)}>
                    Change<span className="visually-hidden"> {member.email}</span>
                  </button>
                  <button
                    type="button"
                    className="btn btn--danger"
                    disabled={busy}
                    onClick={() => setRemoving(member)}
                  >
                    Remove<span className="visually-hidden"> {member.email}</span>
                  </button>
                </div>
              )}
            </li>
          ))}
        </ul>
      </FormSection>

      <FormSection
        title="Invitations"
        description={`${invitations.length} waiting to be accepted. Nobody joins before accepting.`}
      >
        <PendingInvitations
          invitations={invitations}
          whereText={(locationIds) => whereText(locationIds, restaurant.locations)}
          mayManage={covers}
          busy={busy}
          onResend={(invitation) =>
            void act(async () => {
              await call('resendStaffInvitation', { params: invitationParams(invitation) });
              return `Invitation sent again to ${invitation.email}.`;
            })
          }
          onCancel={setCancelling}
        />
      </FormSection>

      <ChangeDialog
        member={editing}
        locations={myLocations}
        mayGiveEvery={mayGiveEvery}
        onClose={() => setEditing(null)}
        onSave={(member, next) =>
          act(async () => {
            await call('updateStaffMember', { params: memberParams(member), body: accessBody(next) });
            return `${member.email} is now ${next.role === 'manager' ? 'a manager' : 'staff'}.`;
          })
        }
      />
      <RemoveDialog
        member={removing}
        restaurantName={restaurant.name}
        onClose={() => setRemoving(null)}
        onRemove={(member) =>
          act(async () => {
            await call('removeStaffMember', { params: memberParams(member) });
            return `${member.email} was removed from the staff.`;
          })
        }
      />
      <CancelInvitationDialog
        invitation={cancelling}
        onClose={() => setCancelling(null)}
        onCancel={(invitation) =>
          act(async () => {
            await call('cancelStaffInvitation', { params: invitationParams(invitation) });
            return `The invitation of ${invitation.email} was cancelled: its link no longer works.`;
          })
        }
      />
    </ManagePage>
  );
}

function ChangeDialog({
  member,
  locations,
  mayGiveEvery,
  onClose,
  onSave,
}: {
  member: Member | null;
  locations: Location[];
  mayGiveEvery: boolean;
  onClose: () => void;
  onSave: (member: Member, access: Access) => Promise<boolean>;
}) {
  const [access, setAccess] = useState<Access | null>(null);
  const [error, setError] = useState<string | null>(null);
  const current: Access | null =
    access ??
    (member
      ? { role: member.role, every: member.locationIds === null, locationIds: member.locationIds ?? [] }
      : null);
  const close = () => {
    setAccess(null);
    setError(null);
    onClose();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!member || !current) return;
    if (!current.every && current.locationIds.length === 0) {
      setError('Choose at least one location, or every location.');
      return;
    }
    if (await onSave(member, current)) close();
    else setError('The change was not saved: see the message on the page.');
  };
  return (
    <Dialog.Root open={member !== null} onOpenChange={(open) => !open && close()}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog" onCloseAutoFocus={returnFocusToOpener}>
          <form onSubmit={submit} noValidate>
            <div className="dialog__head">
              <Dialog.Title className="dialog__title">Change {member?.name || member?.email}</Dialog.Title>
              <Dialog.Description className="dialog__description">
                Their role and the locations they work at.
              </Dialog.Description>
            </div>
            {current && (
              <AccessFields
                idPrefix="change"
                value={current}
                onChange={setAccess}
                locations={locations}
                mayGiveEvery={mayGiveEvery}
              />
            )}
            {error && (
              <p className="form-error" role="alert">
                {error}
              </p>
            )}
            <div className="dialog__actions">
              <Dialog.Close asChild>
                <button type="button" className="btn btn--big">
                  Cancel
                </button>
              </Dialog.Close>
              <button type="submit" className="btn btn--go btn--big">
                Save
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function RemoveDialog({
  member,
  restaurantName,
  onClose,
  onRemove,
}: {
  member: Member | null;
  restaurantName: string;
  onClose: () => void;
  onRemove: (member: Member) => Promise<boolean>;
}) {
  return (
    <Dialog.Root open={member !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog" onCloseAutoFocus={returnFocusToOpener}>
          <div className="dialog__head">
            <Dialog.Title className="dialog__title">
              Remove {member?.you ? 'yourself' : member?.name || member?.email}?
            </Dialog.Title>
            <Dialog.Description className="dialog__description">
              {member?.you
                ? `You will no longer work at ${restaurantName} or open its back office.`
                : `${member?.email} will no longer be able to use the staff app for ${restaurantName}.`}
            </Dialog.Description>
          </div>
          <div className="dialog__actions">
            <Dialog.Close asChild>
              <button type="button" className="btn btn--big">
                Keep
              </button>
            </Dialog.Close>
            <button
              type="button"
              className="btn btn--danger-solid btn--big"
              onClick={() => {
                if (member) void onRemove(member).then(onClose);
              }}
            >
              Remove
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function CancelInvitationDialog({
  invitation,
  onClose,
  onCancel,
}: {
  invitation: PendingInvitation | null;
  onClose: () => void;
  onCancel: (invitation: PendingInvitation) => Promise<boolean>;
}) {
  return (
    <Dialog.Root open={invitation !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog" onCloseAutoFocus={returnFocusToOpener}>
          <div className="dialog__head">
            <Dialog.Title className="dialog__title">
              Cancel the invitation of {invitation?.email}?
            </Dialog.Title>
            <Dialog.Description className="dialog__description">
              The link in their e-mail will say the invitation was cancelled. You can invite them again later.
            </Dialog.Description>
          </div>
          <div className="dialog__actions">
            <Dialog.Close asChild>
              <button type="button" className="btn btn--big">
                Keep
              </button>
            </Dialog.Close>
            <button
              type="button"
              className="btn btn--danger-solid btn--big"
              onClick={() => {
                if (invitation) void onCancel(invitation).then(onClose);
              }}
            >
              Cancel invitation
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
