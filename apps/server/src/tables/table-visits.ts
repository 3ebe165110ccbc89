import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  checkVisitGuestName,
  type LocationSettings,
  paidItemKeys,
  type TabRound,
  type TabState,
  tabItems,
  tabMessages,
  tabSummary,
  VISIT_GUESTS_MAX,
  visitIdle,
  visitMessages,
} from '@orderly/domain';
import type { Db } from '../db/client.ts';
import { HttpError } from '../http/errors.ts';
import {
  creditPoints,
  lockVisitIfOpen,
  settleCounterPayment,
  visitPayments,
  visitSplits,
} from './tab-payments-repository.ts';
import {
  addVisitGuest,
  closeVisitRow,
  guestByTokenHash,
  lockOpenVisit,
  lockOpenVisits,
  mergeVisitRows,
  moveVisitRow,
  openVisit,
  openVisitsAt,
  removeGuestRow,
  type TablePlace,
  takeRoundNumber,
  touchVisit,
  type VisitGuestRow,
  type VisitRow,
  visitGuests,
  visitRounds,
} from './visits-repository.ts';

/**
 * Table visits (issue 28, decision 0093): joining a table's open visit, the rounds its orders
 * become, the running tab, and closing. A visit token is 256 random bits the browser keeps; the
 * database keeps its SHA-256 only, as tracking links do.
 */

const TOKEN_BYTES = 32;
const tokenPattern = /^[A-Za-z0-9_-]{43}$/;
const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

type TabSettings = Pick<LocationSettings, 'tableTabs'>;

/** A guest still at the table (staff did not remove them). */
const atTable = (guest: VisitGuestRow) => guest.removedAt === null;

/** One answer for every token that opens nothing now. */
const visitNotFound = () => new HttpError(404, visitMessages.notFound);

/**
 * The guest and open visit a token opens, or null: unknown, malformed, closed, or idle past the
 * location's limit (an idle visit is over even before anything closes it).
 */
export async function guestOfToken(
  db: Db,
  token: string | null | undefined,
  settingsOf: (visit: VisitRow) => Promise<TabSettings | null>,
  now: Date,
): Promise<{ guest: VisitGuestRow; visit: VisitRow } | null> {
  if (!token) return null;
  const found = await guestByTokenHash(db, hashToken(token));
  if (!found || !tokenPattern.test(token) || found.visit.status !== 'open') return null;
  const settings = await settingsOf(found.visit);
  if (!settings || visitIdle(found.visit.lastActivityAt, now, settings)) return null;
  return found;
}

/**
 * The table's open visit under its row lock, opening one when none is open or the open one sat
 * idle past the location's limit (that one is closed first, as idle).
 */
async function currentVisit(tx: Db, table: TablePlace, settings: TabSettings, now: Date): Promise<VisitRow> {
  const open = await lockOpenVisit(tx, table);
  if (open && !visitIdle(open.lastActivityAt, now, settings)) return open;
  if (open) await closeVisitRow(tx, open.id, now, 'Idle');
  return openVisit(tx, table, randomUUID(), now);
}

/**
 * Joins the table's open visit (opening one), or keeps the browser's token when it still opens
 * that visit. Answers the token and the visit.
 */
export async function joinVisit(
  db: Db,
  input: {
    table: TablePlace;
    settings: TabSettings;
    name: string;
    token: string | null | undefined;
    now: Date;
  },
): Promise<{ token: string; guest: VisitGuestRow; visit: VisitRow }> {
  const checked = checkVisitGuestName(input.name);
  if ('error' in checked) throw new HttpError(400, checked.error);
  return db.transaction(async (tx) => {
    const visit = await currentVisit(tx, input.table, input.settings, input.now);
    if (input.token && tokenPattern.test(input.token)) {
      const held = await guestByTokenHash(tx, hashToken(input.token));
      if (held && held.visit.id === visit.id) {
        await touchVisit(tx, visit.id, input.now);
        return { token: input.token, guest: held.guest, visit };
      }
    }
    if ((await visitGuests(tx, visit.id)).filter(atTable).length >= VISIT_GUESTS_MAX)
      throw new HttpError(409, visitMessages.full);
    const token = randomBytes(TOKEN_BYTES).toString('base64url');
    const guest = {
      id: randomUUID(),
      visitId: visit.id,
      tokenHash: hashToken(token),
      name: checked.name,
      joinedAt: input.now,
      removedAt: null,
    };
    await addVisitGuest(tx, guest);
    await touchVisit(tx, visit.id, input.now);
    return { token, guest, visit };
  });
}

/** The round an order becomes, taken in the order's own transaction. */
export interface VisitRound {
  visitId: string;
  round: number;
  guestId: string | null;
}

/**
 * In the order's transaction: the visit the order is a round of and its number. With a token, the
 * token's visit must still be this table's open visit (otherwise 404: the guest scans again); with
 * none, the order joins the table's open visit or opens one.
 */
export async function takeVisitRound(
  tx: Db,
  input: {
    table: TablePlace;
    settings: TabSettings;
    guest: { guestId: string; visitId: string } | null;
    now: Date;
  },
): Promise<VisitRound> {
  const visit = await currentVisit(tx, input.table, input.settings, input.now);
  if (input.guest && input.guest.visitId !== visit.id) throw visitNotFound();
  const round = await takeRoundNumber(tx, visit.id, input.now);
  return { visitId: visit.id, round, guestId: input.guest?.guestId ?? null };
}

/**
 * Closes a visit for staff. A visit with something unpaid (or promised at the counter and not
 * taken) needs the reason, which is kept; a paid one needs none.
 */
export async function closeVisit(db: Db, visitId: string, reason: string, now: Date): Promise<void> {
  const closed = await db.transaction(async (tx) => {
    const visit = await lockVisitIfOpen(tx, visitId);
    if (!visit) return false;
    const { state, paymentRows } = await tabStateOf(tx, visit);
    const owed = tabSummary(state).remaining > 0 || paymentRows.some((row) => row.settledAt === null);
    if (owed && !reason.trim()) throw new HttpError(400, visitMessages.closeReasonEmpty);
    return closeVisitRow(tx, visitId, now, reason.trim() || 'Paid');
  });
  if (!closed) throw new HttpError(409, visitMessages.alreadyClosed);
}

/**
 * Staff move a visit to another table of its location (guests moved tables): its unfinished rounds
 * are served there and its guests' phones follow. A table with an open tab of its own is refused:
 * staff merge the two instead.
 */
export async function moveVisit(
  db: Db,
  input: { visitId: string; table: TablePlace; settings: TabSettings; now: Date },
): Promise<VisitRow> {
  return db.transaction(async (tx) => {
    const visit = await lockVisitIfOpen(tx, input.visitId);
    if (!visit) throw new HttpError(409, visitMessages.alreadyClosed);
    if (visit.tableId === input.table.tableId) throw new HttpError(400, visitMessages.sameTable);
    const there = await lockOpenVisit(tx, input.table);
    if (there && !visitIdle(there.lastActivityAt, input.now, input.settings))
      throw new HttpError(409, visitMessages.tableTaken);
    if (there) await closeVisitRow(tx, there.id, input.now, 'Idle');
    await moveVisitRow(tx, visit.id, input.table, input.now);
    return { ...visit, tableId: input.table.tableId, tableNumber: input.table.tableNumber };
  });
}

/**
 * Staff merge one visit into another of the same location (two tables pushed together): its
 * guests, rounds (numbered after the other's), splits and payments become the other's, and it
 * closes with the reason kept. Nothing paid is lost or paid again: payments keep their items.
 */
export async function mergeVisits(
  db: Db,
  input: { visitId: string; intoVisitId: string; now: Date },
): Promise<{ from: VisitRow; into: VisitRow }> {
  if (input.visitId === input.intoVisitId) throw new HttpError(400, visitMessages.mergeSelf);
  return db.transaction(async (tx) => {
    const locked = await lockOpenVisits(tx, [input.visitId, input.intoVisitId]);
    const from = locked.find((visit) => visit.id === input.visitId);
    const into = locked.find((visit) => visit.id === input.intoVisitId);
    if (!from || !into) throw new HttpError(409, visitMessages.alreadyClosed);
    if (from.restaurantId !== into.restaurantId || from.locationId !== into.locationId)
      throw new HttpError(404, visitMessages.visitUnknown);
    const [fromTab, intoTab] = await Promise.all([tabStateOf(tx, from), tabStateOf(tx, into)]);
    if (tabSummary(fromTab.state).openSplit && tabSummary(intoTab.state).openSplit)
      throw new HttpError(409, visitMessages.mergeSplits);
    await mergeVisitRows(tx, from, into, input.now);
    await closeVisitRow(tx, from.id, input.now, `Merged into table ${into.tableNumber}`);
    return { from, into };
  });
}

/** Staff take a guest off the table (someone who left, or a stranger's scan): their token opens nothing. */
export async function removeGuest(
  db: Db,
  input: { visitId: string; guestId: string; now: Date },
): Promise<void> {
  const removed = await db.transaction(async (tx) => {
    const visit = await lockVisitIfOpen(tx, input.visitId);
    if (!visit) throw new HttpError(409, visitMessages.alreadyClosed);
    return removeGuestRow(tx, visit.id, input.guestId, input.now);
  });
  if (!removed) throw new HttpError(404, visitMessages.guestUnknown);
}

/**
 * Staff took a part promised at the counter: it is settled, and a signed-in payer earns its points
 * then (in the same transaction). Once only: a second tap is answered 409.
 */
export async function settleCounterPart(
  db: Db,
  visitId: string,
  paymentId: string,
  now: Date,
): Promise<void> {
  const settled = await db.transaction(async (tx) => {
    const row = await settleCounterPayment(tx, visitId, paymentId, now);
    if (row?.userId) await creditPoints(tx, row.userId, row.restaurantId, row.points);
    return row;
  });
  if (!settled) throw new HttpError(409, tabMessages.alreadySettled);
}

/** The open visits of a location as staff see them (visits idle past the limit are left out). */
export async function staffVisits(
  db: Db,
  place: { restaurantId: string; locationId: string },
  settings: TabSettings,
  now: Date,
) {
  const open = (await openVisitsAt(db, place)).filter(
    (visit) => !visitIdle(visit.lastActivityAt, now, settings),
  );
  const visits = await Promise.all(
    open.map(async (visit) => {
      const { state, guests, rounds, paymentRows } = await tabStateOf(db, visit);
      const summary = tabSummary(state);
      const atCounter = paymentRows.filter((row) => row.settledAt === null);
      return {
        visitId: visit.id,
        tableNumber: visit.tableNumber,
        openedAt: visit.openedAt.toISOString(),
        lastActivityAt: visit.lastActivityAt.toISOString(),
        guests: guests.filter(atTable).map((guest) => ({ guestId: guest.id, name: guest.name })),
        rounds: rounds.filter((round) => round.status !== 'Cancelled').length,
        total: summary.total,
        paid: paymentRows.filter((row) => row.settledAt !== null).reduce((sum, row) => sum + row.amount, 0),
        atCounter: atCounter.map((row) => ({ paymentId: row.id, paidBy: row.payerName, amount: row.amount })),
        unpaid: summary.remaining,
      };
    }),
  );
  visits.sort((a, b) => a.tableNumber.localeCompare(b.tableNumber, undefined, { numeric: true }));
  return { visits };
}

/** The tab's state as its rules take it (items, splits, payments) with the rows behind it. */
export async function tabStateOf(db: Db, visit: VisitRow) {
  const [guests, rounds, splits, payments] = await Promise.all([
    visitGuests(db, visit.id),
    visitRounds(db, visit.id),
    visitSplits(db, visit.id),
    visitPayments(db, visit.id),
  ]);
  const names = new Map(guests.map((guest) => [guest.id, guest.name]));
  const sentBy = (round: (typeof rounds)[number]) =>
    (round.visitGuestId && names.get(round.visitGuestId)) || round.customerName || 'Guest';
  const owed = rounds.filter((round) => round.status !== 'Cancelled');
  const tabRounds: TabRound[] = owed.map((round) => ({
    orderId: round.id,
    round: round.visitRound ?? 0,
    lines: round.lines.map((line, index) => ({
      lineId: String(index),
      name: line.name,
      quantity: line.count,
      subTotal: line.totalPrice,
      addedBy: sentBy(round),
    })),
    amounts: round,
  }));
  const state: TabState = {
    items: tabItems(tabRounds),
    splits,
    payments: payments.map(({ payment }) => payment),
  };
  return { state, guests, rounds, sentBy, paymentRows: payments.map(({ row }) => row) };
}

/** The running tab of a visit as its guests see it; `you` marks the caller's own guest row. */
export async function visitTab(db: Db, visit: VisitRow, you: string | null) {
  const { state, guests, rounds, sentBy, paymentRows } = await tabStateOf(db, visit);
  const summary = tabSummary(state);
  const paidKeys = paidItemKeys(state);
  const inSplit = new Set(summary.openSplit?.itemKeys ?? []);
  return {
    visit: { visitId: visit.id, tableNumber: visit.tableNumber, openedAt: visit.openedAt.toISOString() },
    guests: guests.filter(atTable).map((guest) => ({ name: guest.name, you: guest.id === you })),
    rounds: rounds.map((round) => {
      const mine = state.items.filter((item) => item.orderId === round.id);
      return {
        round: round.visitRound ?? 0,
        orderNumber: round.orderNumber,
        status: round.status,
        sentBy: sentBy(round),
        sentAt: round.createdAt.toISOString(),
        items: mine.map((item) => ({
          key: item.key,
          name: item.name,
          quantity: item.quantity,
          charge: item.charge,
          paid: paidKeys.has(item.key),
          inSplit: inSplit.has(item.key),
        })),
        total: mine.reduce((sum, item) => sum + item.charge, 0),
      };
    }),
    payments: paymentRows.map((row) => ({
      paidBy: row.payerName,
      you: row.guestId !== null && row.guestId === you,
      amount: row.amount,
      tip: row.tip,
      method: row.method,
      settled: row.settledAt !== null,
      paidAt: row.createdAt.toISOString(),
    })),
    split: summary.openSplit
      ? {
          splitId: summary.openSplit.id,
          parts: summary.openSplit.parts,
          shares: summary.openSplit.shares,
        }
      : null,
    total: summary.total,
    paid: summary.paid,
    remaining: summary.remaining,
  };
}
