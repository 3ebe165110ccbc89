import { activeBusyMode, type BusyChoice, busyModeLabel } from '@orderly/domain';
import { useState } from 'react';
import { toast } from 'sonner';
import type { PublicSettings } from '../lib/api-types.ts';
import { call, useServerNow } from '../lib/client.tsx';
import { formatTime } from '../lib/format.ts';
import { BusyDialog, type BusyLength } from './busy-dialog.tsx';

interface Where {
  restaurantId: string;
  locationId: string;
}

/** Starts or ends busy mode; the customer screens and this bar follow live (the location topic). */
function useBusyMode(where: Where) {
  const [saving, setSaving] = useState(false);
  const send = async (choice: BusyChoice | 'off', length: BusyLength = null) => {
    setSaving(true);
    try {
      const { busyMode } = await call('setBusyMode', {
        body: { ...where, choice, ...(choice !== 'off' && length ? { forMinutes: length } : {}) },
      });
      toast.success(busyMode ? `Busy mode is on: ${busyModeLabel(busyMode)}` : 'Busy mode is off');
      return true;
    } catch (caught) {
      toast.error((caught as Error).message);
      return false;
    } finally {
      setSaving(false);
    }
  };
  return { saving, send };
}

/** The top bar's busy mode button, beside the ordering and delivery switches. */
export function BusyControl({ settings, ...where }: Where & { settings: PublicSettings }) {
  const now = useServerNow(15_000);
  const active = activeBusyMode(settings, now);
  const [open, setOpen] = useState(false);
  const { saving, send } = useBusyMode(where);
  const done = (sent: boolean) => sent && setOpen(false);
  return (
    <>
      <button
        type="button"
        className="switch store-switch"
        aria-haspopup="dialog"
        aria-label={active ? `Busy mode on: ${busyModeLabel(active)}` : 'Busy mode off'}
        onClick={() => setOpen(true)}
      >
        <span className="store-switch__text">
          <span className="store-switch__label">Busy</span>
          <span className={active ? 'store-switch__busy' : 'store-switch__idle'}>
            {active ? (active.asapStopped ? 'Later only' : `+${active.extraMinutes} min`) : 'Off'}
          </span>
        </span>
      </button>
      <BusyDialog
        open={open}
        busy={saving}
        active={active !== null}
        onStart={(choice, length) => void send(choice, length).then(done)}
        onEnd={() => void send('off').then(done)}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

/** While busy mode is on, say so across the screen, with its end and a way to end it now. */
export function BusyBanner({ settings, ...where }: Where & { settings: PublicSettings }) {
  const now = useServerNow(15_000);
  const active = activeBusyMode(settings, now);
  const { saving, send } = useBusyMode(where);
  if (!active) return null;
  return (
    <div className="paused-banner paused-banner--soft" role="status" data-testid="busy-banner">
      <p>
        <strong>Busy mode: {busyModeLabel(active)}.</strong>{' '}
        {active.asapStopped
          ? 'Customers can order only for later, not ASAP.'
          : `Every new order is promised ${active.extraMinutes} min later.`}{' '}
        Ends by itself at {formatTime(active.until, settings.timeZone)}.
      </p>
      <button type="button" className="btn btn--go" onClick={() => void send('off')} disabled={saving}>
        End busy mode
      </button>
    </div>
  );
}
