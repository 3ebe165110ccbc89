import { randomUUID } from 'node:crypto';
import { visitPublications } from '@orderly/client/protocol';
import { messages, type TabPart, tableTabsOn, tabMessages, visitMessages } from '@orderly/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { userOf } from '../auth/session.ts';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { route } from '../http/contract.ts';
import { HttpError, httpErrorBody } from '../http/errors.ts';
import { pathId } from '../http/route-gates.ts';
import type { LiveHub } from '../live/live-hub.ts';
import { type KeyOwner, runOnce, type StoredResponse } from '../payments/idempotency.ts';
import type { OrderPayments } from '../payments/payments.ts';
import { findTable, loadLocation } from '../restaurants/restaurant-repository.ts';
import { anyStaffGate, requireStaff } from '../staff/staff-access.ts';
import { findUser } from '../users/user-repository.ts';
import { payTabPart, splitTab } from './tab-payments.ts';
import {
  closeVisit,
  guestOfToken,
  joinVisit,
  mergeVisits,
  moveVisit,
  removeGuest,
  settleCounterPart,
  staffVisits,
  visitTab,
} from './table-visits.ts';
import { findVisit, type VisitRow, visitRounds } from './visits-repository.ts';

export interface VisitRouteDeps {
  db: Db;
  clock: Clock;
  hub: LiveHub;
  payments: OrderPayments;
  /** This process, as the owner of the Idempotency-Keys it claims. */
  keyOwner: KeyOwner;
  log?: (error: unknown, message: string) => void;
  /** An order's card and pages learn its table changed (a round moved with its visit). */
  orderMoved?: (orderId: string) => Promise<void>;
}

/** Joining a table's visit, its running tab, and staff closing it (decision 0093). */
export function registerVisitRoutes(app: FastifyInstance, deps: VisitRouteDeps) {
  const { db, clock, hub } = deps;
  const settingsOf = async (visit: VisitRow) =>
    (await loadLocation(db, visit.restaurantId, visit.locationId, clock.now()))?.settings ?? null;
  /** The guest and open visit a token opens, with its location; one 404 for every token that opens nothing. */
  const guestOf = async (token: string) => {
    const now = clock.now();
    const found = await guestOfToken(db, token, settingsOf, now);
    const view = found && (await loadLocation(db, found.visit.restaurantId, found.visit.locationId, now));
    if (!found || !view) throw new HttpError(404, visitMessages.notFound);
    return { ...found, view, now };
  };
  /** Every phone at the table and staff's tables view see a change at once; a failed notice is only logged. */
  const tell = (visit: { id: string; restaurantId: string; locationId: string }) =>
    Promise.all(visitPublications(visit).map((topic) => hub.publish(topic))).catch((error: unknown) =>
      deps.log?.(error, `table visit ${visit.id} not told of a change`),
    );
  /** The board's cards and the diners' pages of a visit's rounds read its table now. */
  const roundsMoved = async (visitId: string) => {
    for (const round of await visitRounds(db, visitId)) await deps.orderMoved?.(round.id);
  };
  /** Staff of the visit's location only, decided before the body is read (decision 0069). */
  const staffOfVisit = {
    gate: async (request: FastifyRequest) => {
      const visitId = pathId(request, 'visitId');
      const visit = visitId ? await findVisit(db, visitId) : undefined;
      if (!visit) throw new HttpError(404, visitMessages.visitUnknown);
      await requireStaff(db, userOf(request).id, visit.restaurantId, visit.locationId);
    },
  };

  /** Pays a part of the tab once per Idempotency-Key (a retry answers what the first paid). */
  const pay = async (
    request: FastifyRequest,
    body: {
      token: string;
      part: TabPart;
      method: 'online' | 'counter';
      tip?: number;
      customTip?: number | null;
    },
    userId: string | null,
  ) => {
    const found = await guestOf(body.token);
    const user = userId ? await findUser(db, userId) : undefined;
    if (userId && (!user || user.deactivatedAt)) throw new HttpError(401, messages.notAuthenticated);
    const work = async (reservedId: string): Promise<StoredResponse> => {
      try {
        const payment = await payTabPart(
          deps,
          {
            guest: found.guest,
            visit: found.visit,
            user: user ? { id: user.id, name: user.name, paymentCustomerId: user.paymentCustomerId } : null,
          },
          {
            part: body.part,
            method: body.method,
            tip: body.tip ?? 0,
            customTip: body.customTip ?? null,
            settings: found.view.settings,
            restaurantName: found.view.name,
            paymentId: reservedId,
            now: clock.now(),
          },
        );
        await tell(found.visit);
        const tab = await visitTab(db, found.visit, found.guest.id);
        return { status: 201, body: { data: { payment, tab } } };
      } catch (error) {
        if (error instanceof HttpError && error.statusCode < 500)
          return { status: error.statusCode, body: httpErrorBody(error) };
        throw error;
      }
    };
    const key = request.headers['idempotency-key'];
    if (typeof key !== 'string' || key === '') return work(randomUUID());
    return runOnce(
      {
        db,
        clock,
        owner: deps.keyOwner,
        scope: `tab:${found.guest.id}`,
        key,
        body,
        inFlightMessage: tabMessages.paying,
      },
      ({ reservedId }) => work(reservedId),
    );
  };

  route(app, 'joinTableVisit', async (request, reply) => {
    const { body } = request;
    const now = clock.now();
    const view = await loadLocation(db, body.restaurantId, body.locationId, now);
    if (!view) throw new HttpError(404, messages.restaurantUnknown);
    if (!view.settings.dineInEnabled || !tableTabsOn(view.settings))
      throw new HttpError(409, visitMessages.tabsOff);
    const table = await findTable(db, body.restaurantId, body.locationId, body.tableId);
    if (!table?.active) throw new HttpError(400, messages.tableUnknown);
    const joined = await joinVisit(db, {
      table: {
        restaurantId: body.restaurantId,
        locationId: body.locationId,
        tableId: table.id,
        tableNumber: table.tableNumber,
      },
      settings: view.settings,
      name: body.name,
      token: body.visitToken,
      now,
    });
    // The others at the table see who joined.
    await tell(joined.visit);
    const tab = await visitTab(db, joined.visit, joined.guest.id);
    return reply.status(201).send({ data: { visitToken: joined.token, tab } });
  });

  route(app, 'getTableTab', async (request) => {
    const found = await guestOfToken(db, request.query.token, settingsOf, clock.now());
    if (!found) throw new HttpError(404, visitMessages.notFound);
    return { data: { tab: await visitTab(db, found.visit, found.guest.id) } };
  });

  route(app, 'splitTableTab', async (request, reply) => {
    const found = await guestOf(request.body.token);
    await splitTab(db, found.visit, request.body.parts, found.now);
    await tell(found.visit);
    return reply.status(201).send({ data: { tab: await visitTab(db, found.visit, found.guest.id) } });
  });

  route(app, 'payTableTab', async (request, reply) => {
    const result = await pay(request, request.body, null);
    return reply.status(result.status).send(result.body as never);
  });

  route(app, 'payTableTabSignedIn', async (request, reply) => {
    const result = await pay(request, request.body, userOf(request).id);
    return reply.status(result.status).send(result.body as never);
  });

  route(
    app,
    'getStaffTableVisits',
    async (request) => {
      const { restaurantId, locationId } = request.query;
      await requireStaff(db, userOf(request).id, restaurantId, locationId);
      const now = clock.now();
      const view = await loadLocation(db, restaurantId, locationId, now);
      if (!view) throw new HttpError(404, messages.restaurantUnknown);
      return { data: await staffVisits(db, { restaurantId, locationId }, view.settings, now) };
    },
    { gate: anyStaffGate(db) },
  );

  route(
    app,
    'settleTabPayment',
    async (request) => {
      const { visitId, paymentId } = request.params;
      await settleCounterPart(db, visitId, paymentId, clock.now());
      const visit = await findVisit(db, visitId);
      if (visit) await tell(visit);
      return { data: { settled: true as const } };
    },
    staffOfVisit,
  );

  route(
    app,
    'closeTableVisit',
    async (request) => {
      await closeVisit(db, request.params.visitId, request.body.reason, clock.now());
      // Every phone at the table learns the visit is over.
      const visit = await findVisit(db, request.params.visitId);
      if (visit) await tell(visit);
      return { data: { closed: true as const } };
    },
    staffOfVisit,
  );

  route(
    app,
    'moveTableVisit',
    async (request) => {
      const visit = await findVisit(db, request.params.visitId);
      const now = clock.now();
      const view = visit && (await loadLocation(db, visit.restaurantId, visit.locationId, now));
      if (!visit || !view) throw new HttpError(404, visitMessages.visitUnknown);
      const table = await findTable(db, visit.restaurantId, visit.locationId, request.body.tableId);
      if (!table?.active) throw new HttpError(400, messages.tableUnknown);
      const moved = await moveVisit(db, {
        visitId: visit.id,
        table: {
          restaurantId: visit.restaurantId,
          locationId: visit.locationId,
          tableId: table.id,
          tableNumber: table.tableNumber,
        },
        settings: view.settings,
        now,
      });
      // The board's cards of its rounds read the new table too.
      await Promise.all([tell(moved), roundsMoved(moved.id)]);
      return { data: { tableNumber: moved.tableNumber } };
    },
    staffOfVisit,
  );

  route(
    app,
    'mergeTableVisits',
    async (request) => {
      const { from, into } = await mergeVisits(db, {
        visitId: request.params.visitId,
        intoVisitId: request.body.intoVisitId,
        now: clock.now(),
      });
      await Promise.all([tell(from), tell(into), roundsMoved(into.id)]);
      return { data: { tableNumber: into.tableNumber } };
    },
    staffOfVisit,
  );

  route(
    app,
    'removeVisitGuest',
    async (request) => {
      const { visitId, guestId } = request.params;
      await removeGuest(db, { visitId, guestId, now: clock.now() });
      const visit = await findVisit(db, visitId);
      if (visit) await tell(visit);
      return { data: { removed: true as const } };
    },
    staffOfVisit,
  );
}
