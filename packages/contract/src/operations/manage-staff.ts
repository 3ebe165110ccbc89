import { staffDocumentSchema, urlIdSchema } from '@orderly/domain/restaurant-document';
import { z } from 'zod';
import { data, failures, operation } from '../http.ts';
import { manageRestaurantParams } from './manage-restaurant.ts';

/**
 * The back office's staff (issue 16): who works at the restaurant, as staff or manager, at which
 * locations; invitations by e-mail; removal. The restaurant always keeps a manager of every
 * location: the last one cannot remove or demote themselves.
 *
 * An invitation (issue 23) is an e-mail, a role and locations until the invited person accepts it:
 * inviting answers the same for any e-mail (nothing about an account is told or joined), and the
 * list shows invitations apart from members, whose name appears once they accepted.
 */

const member = staffDocumentSchema.shape;

/** The locations a member works at: some of the restaurant's, or null for every location. */
const locationIds = z
  .array(urlIdSchema)
  .min(1, 'Choose at least one location, or every location.')
  .max(100)
  .nullable();

export const staffMemberSchema = z.object({
  userId: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(['staff', 'manager']),
  locationIds: z.array(z.string()).nullable(),
  /** The signed-in manager. */
  you: z.boolean(),
});

/** An invitation not accepted yet: 'invited' while its link works, then 'expired' (send it again). */
export const staffInvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(['staff', 'manager']),
  locationIds: z.array(z.string()).nullable(),
  status: z.enum(['invited', 'expired']),
  sentAt: z.string(),
  expiresAt: z.string(),
});

const memberParams = manageRestaurantParams.extend({
  userId: z.string().trim().min(1, 'Choose a staff member.').max(128, 'Choose a staff member.'),
});

const invitationParams = manageRestaurantParams.extend({
  invitationId: z.string().trim().min(1, 'Choose an invitation.').max(128, 'Choose an invitation.'),
});

export const manageStaffOperations = {
  listStaffMembers: operation({
    method: 'GET',
    path: '/api/manage/restaurants/:restaurantId/staff',
    summary: 'Who works at the restaurant (role, locations), and the invitations not accepted yet',
    tags: ['Back office'],
    auth: true,
    params: manageRestaurantParams,
    response: {
      200: data(
        z.object({ members: z.array(staffMemberSchema), invitations: z.array(staffInvitationSchema) }),
      ),
      ...failures,
    },
  }),
  inviteStaffMember: operation({
    method: 'POST',
    path: '/api/manage/restaurants/:restaurantId/staff',
    summary:
      'Invite someone by e-mail as staff or manager at some or every location (the same answer for any e-mail: the pending invitation)',
    tags: ['Back office'],
    auth: true,
    params: manageRestaurantParams,
    body: z.strictObject({ email: member.email, role: member.role, locationIds }),
    response: { 201: data(z.object({ invitation: staffInvitationSchema })), ...failures },
  }),
  updateStaffMember: operation({
    method: 'PUT',
    path: '/api/manage/restaurants/:restaurantId/staff/:userId',
    summary: "Change a member's role or locations",
    tags: ['Back office'],
    auth: true,
    params: memberParams,
    body: z.strictObject({ role: member.role, locationIds }),
    response: { 200: data(z.object({ member: staffMemberSchema })), ...failures },
  }),
  removeStaffMember: operation({
    method: 'DELETE',
    path: '/api/manage/restaurants/:restaurantId/staff/:userId',
    summary: 'Take someone off the staff (the last manager cannot remove themselves)',
    tags: ['Back office'],
    auth: true,
    params: memberParams,
    response: { 200: data(z.object({ removed: z.string() })), ...failures },
  }),
  resendStaffInvitation: operation({
    method: 'POST',
    path: '/api/manage/restaurants/:restaurantId/staff/invitations/:invitationId/resend',
    summary: 'Send an invitation again: a new link for another 7 days (the old one stops working)',
    tags: ['Back office'],
    auth: true,
    params: invitationParams,
    /** Nothing to send: the path names the invitation. */
    body: z.strictObject({}),
    response: { 200: data(z.object({ invitation: staffInvitationSchema })), ...failures },
  }),
  cancelStaffInvitation: operation({
    method: 'DELETE',
    path: '/api/manage/restaurants/:restaurantId/staff/invitations/:invitationId',
    summary: 'Cancel an invitation: its link says so from now on',
    tags: ['Back office'],
    auth: true,
    params: invitationParams,
    response: { 200: data(z.object({ cancelled: z.string() })), ...failures },
  }),
};
