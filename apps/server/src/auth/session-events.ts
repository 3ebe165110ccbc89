import type { Database } from '../db/client.ts';

/** PostgreSQL channel on which instances announce that sessions of a user ended. */
const CHANNEL = 'orderly_sessions_ended';

/**
 * Sign-out, account deletion and password reset end sessions in the database, and a manager's
 * change to someone's staff role changes their rights; this tells every server instance on the same
 * database (NOTIFY), so each re-checks the live sockets that user signed in with: it closes those
 * whose session is gone and drops the topics the others may no longer follow.
 */
export function announceSessionsEnded(database: Database, userId: string): Promise<void> {
  return database.notify(CHANNEL, userId);
}

/** Calls `listener` with the user id each time sessions of a user ended, here or on another instance. */
export function onSessionsEnded(
  database: Database,
  listener: (userId: string) => void,
): Promise<() => Promise<void>> {
  return database.listen(CHANNEL, listener);
}
