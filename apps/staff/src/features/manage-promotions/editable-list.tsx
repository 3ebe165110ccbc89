import { useBusyAction } from '@orderly/ui';
import { type ReactNode, useState } from 'react';
import { ErrorSummary, FormSection, type Problem } from '../manage/form-parts.tsx';
import { type Loaded, messageOf } from '../manage/manage-api.ts';
import { ManagePage } from '../manage/manage-page.tsx';
import { ConfirmRemove } from './confirm-button.tsx';

/**
 * A back-office list whose items are edited one at a time in a form above it (promo codes,
 * rewards): the item being edited, what a save or a removal announces, and a removal's refusal.
 * Saves and removals answer with the whole list, which replaces the loaded one.
 */
export function useEditableList<Data, Editing>(loaded: Loaded<Data>) {
  const [editing, setEditing] = useState<Editing | null>(null);
  const [status, setStatus] = useState('');
  const [error, setError] = useState<string | null>(null);
  /** Removes an item: `request` is the removal's call, answering the list. */
  const remove = async (request: () => Promise<Data>, what: string) => {
    setError(null);
    try {
      loaded.setData(await request());
      setStatus(`Removed ${what}.`);
    } catch (caught) {
      setError(messageOf(caught));
    }
  };
  const saved = (data: Data, what: string) => {
    loaded.setData(data);
    setEditing(null);
    setStatus(`Saved ${what}.`);
  };
  return { editing, edit: setEditing, stopEditing: () => setEditing(null), remove, saved, status, error };
}

/**
 * The page: its title and lead with the Add button (hidden while a form is open), a notice (the
 * feature is switched off), load and removal errors, the open form, the list in its card, and the
 * polite announcement of what was saved or removed.
 */
export function EditableListPage({
  title,
  lead,
  addLabel,
  onAdd,
  editing,
  notice,
  loadError,
  error,
  status,
  editor,
  listTitle,
  listDescription,
  listLabel,
  empty,
  children,
}: {
  title: string;
  lead: ReactNode;
  addLabel: string;
  onAdd: () => void;
  editing: boolean;
  notice: ReactNode;
  loadError: string | null;
  error: string | null;
  status: string;
  editor: ReactNode;
  listTitle: string;
  listDescription?: ReactNode;
  listLabel: string;
  /** Shown instead of the list when it is loaded and empty. */
  empty: string | null;
  /** The list's rows. */
  children: ReactNode;
}) {
  return (
    <ManagePage
      title={title}
      lead={lead}
      actions={
        !editing && (
          <button type="button" className="btn btn--primary" onClick={onAdd}>
            {addLabel}
          </button>
        )
      }
    >
      {notice && <p className="mbanner">{notice}</p>}
      {loadError && <p className="mbanner mbanner--error">{loadError}</p>}
      {error && <ErrorSummary problems={[{ message: error }]} title="That did not work" />}
      {editor}
      <FormSection title={listTitle} description={listDescription}>
        {empty && <p className="mnote">{empty}</p>}
        <ul className="mlist" aria-label={listLabel}>
          {children}
        </ul>
      </FormSection>
      <p className="visually-hidden" role="status">
        {status}
      </p>
    </ManagePage>
  );
}

/** One item of the list: what it is, a line about it, Edit and Remove (asked twice). */
export function EditableRow({
  what,
  title,
  meta,
  thumb,
  off = false,
  onEdit,
  onRemove,
}: {
  /** Names the item to screen readers on its buttons ("Edit SPRING10"). */
  what: string;
  title: ReactNode;
  meta: ReactNode;
  thumb?: ReactNode;
  /** Switched off: drawn dashed. */
  off?: boolean;
  onEdit: () => void;
  onRemove: () => void;
}) {
  return (
    <li className={`mrow${off ? ' mrow--off' : ''}`}>
      {thumb}
      <div className="mrow__main">
        <p className="mrow__title">{title}</p>
        <p className="mrow__meta">{meta}</p>
      </div>
      <div className="mrow__actions">
        <button type="button" className="btn" onClick={onEdit}>
          Edit<span className="visually-hidden"> {what}</span>
        </button>
        <ConfirmRemove what={what} onConfirm={onRemove} />
      </div>
    </li>
  );
}

/**
 * An item's form: the problems that stop the save (listed once the manager tried), the server's
 * refusal, the fields, Cancel and Save. `save` runs the request only when there is no problem.
 */
export function useItemForm(problems: Problem[]) {
  const [tried, setTried] = useState(false);
  const { busy: saving, error, setError, run } = useBusyAction(messageOf);
  const save = async (request: () => Promise<void>) => {
    setTried(true);
    if (problems.length > 0) return;
    await run(request);
  };
  return { problems, tried, saving, error, setError, save };
}

export function ItemForm({
  title,
  form,
  errorTitle,
  saveLabel,
  busy = false,
  onSubmit,
  onCancel,
  children,
}: {
  title: string;
  form: ReturnType<typeof useItemForm>;
  /** Heads the server's refusal: "The code was not saved". */
  errorTitle: string;
  saveLabel: string;
  /** Something else must finish before saving (an upload). */
  busy?: boolean;
  onSubmit: () => void;
  onCancel: () => void;
  children: ReactNode;
}) {
  return (
    <FormSection title={title}>
      <form
        className="peditor"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        {form.tried && form.problems.length > 0 && <ErrorSummary problems={form.problems} />}
        {form.error && <ErrorSummary problems={[{ message: form.error }]} title={errorTitle} />}
        {children}
        <div className="peditor__actions">
          <button type="button" className="btn" onClick={onCancel}>
            Cancel
          </button>
          <button type="submit" className="btn btn--go" disabled={form.saving || busy}>
            {form.saving ? 'Saving…' : saveLabel}
          </button>
        </div>
      </form>
    </FormSection>
  );
}
