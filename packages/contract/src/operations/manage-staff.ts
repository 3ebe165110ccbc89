import { staffDocumentSchema, urlIdSchema } from '@orderly/domain/restaurant-document';
import { z } from 'zod';
import { data, failures, operation } from '../http.ts';
import { manageRestaurantParams } from './manage-restaurant.ts';

/**
 * The back office's staff (issue 16): who works at the restaurant, as staff or manager, at which
 * locations; invitations by e-mail (the existing invitation links); removal. The restaurant always
 * keeps a manager of every location: the last one cannot remove or demote themselves.
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
  /** Invited and not signed in yet (no password chosen). */
  invitationPending: z.boolean(),
  /** The signed-in manager. */
  you: z.boolean(),
});

const memberParams = manageRestaurantParams.extend({
  userId: z.string().trim().min(1, 'Choose a staff member.').max(128, 'Choose a staff member.'),
});

export const manageStaffOperations = {
  listStaffMembers: operation({
    method: 'GET',
    path: '/api/manage/restaurants/:restaurantId/staff',
    summary: 'Who works at the restaurant: role, locations, whether their invitation is still open',
    tags: ['Back office'],
    auth: true,
    params: manageRestaurantParams,
    response: { 200: data(z.object({ members: z.array(staffMemberSchema) })), ...failures },
  }),
  inviteStaffMember: operation({
    method: 'POST',
    path: '/api/manage/restaurants/:restaurantId/staff',
    summary: 'Invite someone by e-mail as staff or manager at some or every location',
    tags: ['Back office'],
    auth: true,
    params: manageRestaurantParams,
    body: z.strictObject({ email: member.email, role: member.role, locationIds }),
    response: { 201: data(z.object({ member: staffMemberSchema })), ...failures },
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
    path: '/api/manage/restaurants/:restaurantId/staff/:userId/invitation',
    summary: 'Send a pending invitation again (a new link; the old one stops working)',
    tags: ['Back office'],
    auth: true,
    params: memberParams,
    /** Nothing to send: the path names the member. */
    body: z.strictObject({}),
    response: { 200: data(z.object({ member: staffMemberSchema })), ...failures },
  }),
};
