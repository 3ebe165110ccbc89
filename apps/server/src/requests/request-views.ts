import type { ServiceRequest } from '@orderly/domain';
import type { serviceRequests } from '../db/schema.ts';

export function requestView(
  row: typeof serviceRequests.$inferSelect,
): ServiceRequest & { confirmedAt: string | null } {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    confirmed: row.confirmed,
    tableId: row.tableId,
    tableNumber: row.tableNumber,
    description: row.description,
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
  };
}
