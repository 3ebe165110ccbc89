import type { DataOf, PublicSettings, StaffOrder, StaffRequest } from '@orderly/contract';

/**
 * The staff app's view of the API: every type is inferred from the contract's schemas
 * (@orderly/contract), which the server's routes declare, so the two cannot drift.
 */
export type { PublicSettings, StaffOrder, StaffRequest };

/** The queue of a location (GET /api/staff/queue and the live staff topic). */
export type StaffQueue = DataOf<'getStaffQueue'>;

/** An alert the server wrote for the staff (SPEC.md section 8 texts). */
export type StaffNotification = StaffQueue['notifications'][number];

/** The signed-in staff member (GET /api/me). */
export type Me = DataOf<'getMe'>;

export type StaffRole = Me['staff'][number];
