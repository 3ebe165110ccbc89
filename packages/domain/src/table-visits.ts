import type { TableTabSettings } from './types.ts';

/**
 * Table visits (issue 28, decision 0093): when tabs are on at a location, the guests who scan one
 * table's code share a visit and its tab until staff close it or it sits idle. The money of the
 * tab is in `table-tab.ts`; these are the visit's own rules.
 */

/** Minutes with no join, round or payment after which a visit is over (the setting's default). */
export const DEFAULT_TABLE_VISIT_IDLE_MINUTES = 180;

/** The longest display name a guest gives at a table. */
export const VISIT_GUEST_NAME_MAX = 40;

/** The most guests one visit takes (a script joining a table over and over is stopped here). */
export const VISIT_GUESTS_MAX = 30;

export const visitMessages = {
  tabsOff: 'This restaurant does not keep tabs at its tables.',
  nameEmpty: 'Tell the table your name (or a nickname).',
  nameTooLong: `Use at most ${VISIT_GUEST_NAME_MAX} characters for your name.`,
  /** One answer for every token that opens nothing: unknown, malformed, or a visit that is over. */
  notFound: 'This table visit has ended. Scan the code on your table to start again.',
  otherTable: 'This tab belongs to another table. Scan the code on your table to join its tab.',
  closeReasonEmpty: 'Say why the tab is closed unpaid.',
  alreadyClosed: 'This table visit is already closed.',
  full: `This table's tab already has ${VISIT_GUESTS_MAX} guests. Ask a member of staff for help.`,
  guestUnknown: 'That guest is not at this table.',
  visitUnknown: 'Sorry, we could not find that table visit.',
  /** Moving a tab to a table that has one open. */
  tableTaken: 'That table already has an open tab: merge the two tabs instead.',
  sameTable: 'The tab is already at that table.',
  mergeSelf: "Choose another table's tab to merge this one into.",
  mergeSplits: 'Both tabs are being split evenly: finish paying one split before merging them.',
} as const;

/** Whether a location keeps tabs at its tables. */
export function tableTabsOn(settings: { tableTabs?: TableTabSettings | undefined }): boolean {
  return settings.tableTabs?.enabled === true;
}

/** Whether an open visit has sat idle past the location's limit at `now`. */
export function visitIdle(
  lastActivityAt: Date,
  now: Date,
  settings: { tableTabs?: TableTabSettings | undefined },
): boolean {
  const minutes = settings.tableTabs?.idleCloseMinutes ?? DEFAULT_TABLE_VISIT_IDLE_MINUTES;
  return now.getTime() - lastActivityAt.getTime() >= minutes * 60_000;
}

/** A guest's display name, trimmed, or the sentence that refuses it. */
export function checkVisitGuestName(name: string): { name: string } | { error: string } {
  const trimmed = name.trim().replace(/\s+/g, ' ');
  if (!trimmed) return { error: visitMessages.nameEmpty };
  if ([...trimmed].length > VISIT_GUEST_NAME_MAX) return { error: visitMessages.nameTooLong };
  return { name: trimmed };
}

/** A round's status as the guests at the table read it on their tab. */
export function roundStatusWords(status: string): string {
  switch (status) {
    case 'New':
    case 'Pending':
      return 'Sent to the kitchen';
    case 'Preparing':
      return 'Being prepared';
    case 'Done':
      return 'Ready';
    case 'Cancelled':
      return 'Cancelled by the restaurant';
    default:
      return status;
  }
}
