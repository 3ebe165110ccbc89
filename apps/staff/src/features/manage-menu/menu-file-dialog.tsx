import type { DataOf } from '@orderly/contract';
import * as Dialog from '@radix-ui/react-dialog';
import { type ChangeEvent, useState } from 'react';
import { call, messageOf } from '../../lib/client.tsx';
import { returnFocusToOpener } from '../../lib/focus-return.ts';
import { ErrorBanner } from '../manage/manage-page.tsx';
import type { ManagedMenu } from './menu-draft.ts';

type ImportResult = DataOf<'importMenu'>;

const MAX_BYTES = 2_000_000;

/**
 * Import a menu file: choose it, see what it would change (or what is wrong with it), then replace
 * the menu with it. CSV holds the catalogue; JSON the catalogue, menus and accessories, and each
 * location's own menus and sold-out items.
 */
export function MenuFileDialog({
  open,
  restaurantId,
  version,
  onClose,
  onImported,
}: {
  open: boolean;
  restaurantId: string;
  version: string;
  onClose: () => void;
  onImported: (view: ManagedMenu) => void;
}) {
  const [file, setFile] = useState<{ name: string; format: 'csv' | 'json'; content: string } | null>(null);
  const [preview, setPreview] = useState<ImportResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const reset = () => {
    setFile(null);
    setPreview(null);
    setError(null);
  };

  const send = (chosen: NonNullable<typeof file>, apply: boolean) =>
    call('importMenu', {
      params: { restaurantId },
      body: {
        format: chosen.format,
        content: chosen.content,
        apply,
        version: apply ? (preview?.view.version ?? version) : undefined,
      },
    });

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0];
    // Emptied at once: the same file name chosen again (the sheet corrected) is read again, since
    // a file input keeps its value and fires no change for the name it already holds.
    event.target.value = '';
    reset();
    if (!picked) return;
    if (picked.size > MAX_BYTES) {
      setError('The file is too large (2 MB at most).');
      return;
    }
    const format = /\.json$/i.test(picked.name) ? 'json' : 'csv';
    const chosen = { name: picked.name, format, content: await picked.text() } as const;
    setFile(chosen);
    setBusy(true);
    try {
      setPreview(await send(chosen, false));
    } catch (caught) {
      setError(messageOf(caught));
    } finally {
      setBusy(false);
    }
  };

  const apply = async () => {
    if (!file) return;
    setBusy(true);
    try {
      const result = await send(file, true);
      if (result.problems.length > 0) {
        setPreview(result);
        return;
      }
      onImported(result.view);
      reset();
      onClose();
    } catch (caught) {
      setError(messageOf(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          reset();
          onClose();
        }
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog mdialog mdialog--narrow" onCloseAutoFocus={returnFocusToOpener}>
          <div className="dialog__head">
            <div>
              <Dialog.Title className="dialog__title">Import a menu</Dialog.Title>
              <Dialog.Description className="dialog__description">
                A CSV sheet (one row per category, product, modifier or choice; what each location has sold
                out stays) or a JSON menu file (also each location's own menus and sold-out items), as Export
                writes them. You see what changes, location by location, before anything is saved.
              </Dialog.Description>
            </div>
          </div>
          <div className="mfield">
            <label className="mfield__label" htmlFor="menu-file">
              Menu file (.csv or .json)
            </label>
            <input
              id="menu-file"
              type="file"
              accept=".csv,.json,text/csv,application/json"
              onChange={choose}
            />
          </div>
          {busy && !preview && <p className="mnote">Reading {file?.name}…</p>}
          <ErrorBanner message={error} />
          {preview && preview.problems.length > 0 && (
            <div className="merrors" role="alert">
              <h3 className="merrors__title">
                {`${file?.name ?? 'The file'} has ${preview.problems.length} problem${preview.problems.length === 1 ? '' : 's'}: nothing was saved`}
              </h3>
              <ul>
                {preview.problems.map((problem) => (
                  <li key={problem}>{problem}</li>
                ))}
              </ul>
            </div>
          )}
          {preview && preview.problems.length === 0 && (
            <div className="mimport" role="status">
              <p>
                {file?.name}: {preview.counts.categories} categories, {preview.counts.products} products,{' '}
                {preview.counts.modifiers} modifiers.
              </p>
              {preview.changes.length === 0 ? (
                <p>It is the same as the menu now: nothing to change.</p>
              ) : (
                <>
                  <p>
                    It makes {preview.changes.length} change{preview.changes.length === 1 ? '' : 's'}:
                  </p>
                  <ul className="mimport__changes">
                    {preview.changes.slice(0, 100).map((change) => (
                      <li key={change}>{change}</li>
                    ))}
                    {preview.changes.length > 100 && <li>…and {preview.changes.length - 100} more.</li>}
                  </ul>
                </>
              )}
            </div>
          )}
          <div className="dialog__actions">
            <Dialog.Close asChild>
              <button type="button" className="btn">
                Cancel
              </button>
            </Dialog.Close>
            <button
              type="button"
              className="btn btn--go"
              disabled={busy || !preview || preview.problems.length > 0 || preview.changes.length === 0}
              onClick={() => void apply()}
            >
              {busy && preview ? 'Importing…' : 'Replace the menu'}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
