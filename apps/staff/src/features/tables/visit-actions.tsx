import type { DataOf } from '@orderly/contract';
import type { Table } from '@orderly/domain';
import { useBusyAction } from '@orderly/ui';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { messageOf } from '../../lib/client.tsx';
import { FormDialog } from '../../lib/form-dialog.tsx';
import { mergeTableVisits, moveTableVisit, removeVisitGuest } from './table-visits-api.ts';

type Visit = DataOf<'getStaffTableVisits'>['visits'][number];
type Guest = Visit['guests'][number];

/** What staff do to an open tab besides taking money and closing it (decision 0093). */
export type VisitAction =
  | { kind: 'move'; visit: Visit }
  | { kind: 'merge'; visit: Visit }
  | { kind: 'remove'; visit: Visit; guest: Guest };

const byNumber = (a: { tableNumber: string }, b: { tableNumber: string }) =>
  a.tableNumber.localeCompare(b.tableNumber, undefined, { numeric: true });

/**
 * The dialog of one action: move a tab to a free table, merge it into another table's tab, or
 * take a guest off the table. Focus goes back to the button that opened it.
 */
export function VisitActionDialog({
  action,
  visits,
  tables,
  onClose,
}: {
  action: VisitAction | null;
  visits: readonly Visit[];
  tables: readonly Table[];
  onClose: () => void;
}) {
  const [choice, setChoice] = useState('');
  const { busy, error, setError, run } = useBusyAction(messageOf);
  useEffect(() => {
    if (action) {
      setChoice('');
      setError(null);
    }
  }, [action, setError]);
  if (!action) return <FormDialog open={false} onClose={onClose} />;
  const { visit } = action;
  const tableOf = `table ${visit.tableNumber}'s tab`;

  if (action.kind === 'remove') {
    const { guest } = action;
    return (
      <FormDialog
        open
        onClose={onClose}
        title={`Remove ${guest.name} from ${tableOf}?`}
        description="Their phone stops showing the tab and cannot send rounds to it. What they ordered stays on the tab."
        submit={busy ? 'Removing…' : `Remove ${guest.name}`}
        busy={busy}
        error={error}
        onSubmit={() =>
          run(async () => {
            await removeVisitGuest(visit.visitId, guest.guestId);
            toast.success(`${guest.name} removed from table ${visit.tableNumber}`);
            onClose();
          })
        }
      />
    );
  }

  const taken = new Set(visits.map((open) => open.tableNumber));
  const options =
    action.kind === 'move'
      ? tables
          .filter((table) => table.active && !taken.has(table.tableNumber))
          .sort(byNumber)
          .map((table) => ({ value: table.id, label: `Table ${table.tableNumber}` }))
      : visits
          .filter((other) => other.visitId !== visit.visitId)
          .sort(byNumber)
          .map((other) => ({
            value: other.visitId,
            label: `Table ${other.tableNumber}${other.guests.length ? ` · ${other.guests.map((g) => g.name).join(', ')}` : ''}`,
          }));
  const move = action.kind === 'move';
  return (
    <FormDialog
      open
      onClose={onClose}
      title={move ? `Move ${tableOf}` : `Merge ${tableOf}`}
      description={
        move
          ? 'Its guests, rounds still to serve and payments go to the table you choose.'
          : 'Everything on it (guests, rounds, payments) joins the tab you choose, and this tab closes.'
      }
      submit={busy ? (move ? 'Moving…' : 'Merging…') : move ? 'Move tab' : 'Merge tabs'}
      busy={busy || options.length === 0}
      error={error}
      onSubmit={() => {
        if (!choice) return setError(move ? 'Choose a table.' : 'Choose the tab to merge into.');
        return run(async () => {
          const moved = move
            ? await moveTableVisit(visit.visitId, choice)
            : await mergeTableVisits(visit.visitId, choice);
          toast.success(
            move
              ? `Table ${visit.tableNumber}'s tab moved to table ${moved.tableNumber}`
              : `Table ${visit.tableNumber}'s tab merged into table ${moved.tableNumber}`,
          );
          onClose();
        });
      }}
    >
      {options.length === 0 ? (
        <p className="muted">
          {move
            ? 'Every other table has an open tab: merge them instead.'
            : 'No other table has an open tab.'}
        </p>
      ) : (
        <fieldset className="reasons">
          <legend className="visually-hidden">{move ? 'Table' : 'Tab to merge into'}</legend>
          {options.map((option) => (
            <label key={option.value} className="reason">
              <input
                type="radio"
                name="visit-target"
                checked={choice === option.value}
                onChange={() => setChoice(option.value)}
              />
              <span>{option.label}</span>
            </label>
          ))}
        </fieldset>
      )}
    </FormDialog>
  );
}
