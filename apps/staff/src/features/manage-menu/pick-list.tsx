import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { TextField } from '../manage/form-parts.tsx';
import type { MenuDraft } from './menu-draft.ts';

type DraftChange = (change: (draft: MenuDraft) => MenuDraft) => void;

/**
 * The menu tabs that list things on the left and edit the picked one on the right (categories,
 * modifiers): which one is picked (the first until one is chosen, and again when the picked one is
 * removed), adding one (picked once it exists) and removing the picked one.
 */
export function usePicked<T extends { id: string }>(items: readonly T[], onChange: DraftChange) {
  const [pickedId, setPickedId] = useState<string | null>(items[0]?.id ?? null);
  const picked = items.find((item) => item.id === pickedId) ?? items[0] ?? null;
  const add = (create: (draft: MenuDraft) => { draft: MenuDraft; id: string }) => {
    let created = '';
    onChange((current) => {
      const result = create(current);
      created = result.id;
      return result.draft;
    });
    // The draft changes on the next render: pick the new one once it is there.
    setTimeout(() => setPickedId(created), 0);
  };
  const removePicked = (remove: (draft: MenuDraft, id: string) => MenuDraft) => {
    if (!picked) return;
    onChange((current) => remove(current, picked.id));
    setPickedId(null);
  };
  return { picked, pick: setPickedId, add, removePicked };
}

/** The left column: a card with the list to pick from and, for editors, the form adding one by name. */
export function PickListCard({
  title,
  description,
  noun,
  placeholder,
  canEdit,
  onAdd,
  children,
}: {
  title: string;
  description: ReactNode;
  /** What one item is called: "category" gives "New category" and "Add category". */
  noun: string;
  placeholder: string;
  canEdit: boolean;
  onAdd: (name: string) => void;
  /** The list. */
  children: ReactNode;
}) {
  const headingId = useId();
  const [newName, setNewName] = useState('');
  const add = (event: FormEvent) => {
    event.preventDefault();
    const name = newName.trim();
    if (!name) return;
    onAdd(name);
    setNewName('');
  };
  return (
    <section className="mcard mmenu-categories" aria-labelledby={headingId}>
      <header className="mcard__head">
        <div>
          <h2 id={headingId}>{title}</h2>
          <p className="mcard__description">{description}</p>
        </div>
      </header>
      <div className="mcard__body">
        {children}
        {canEdit && (
          <form className="mmenu-add" onSubmit={add}>
            <TextField
              label={`New ${noun}`}
              value={newName}
              maxLength={100}
              placeholder={placeholder}
              onChange={setNewName}
            />
            <button type="submit" className="btn" disabled={!newName.trim()}>
              Add {noun}
            </button>
          </form>
        )}
      </div>
    </section>
  );
}

/** One item of the list: its name and a line about it; pressed while it is the one being edited. */
export function PickButton({
  name,
  meta,
  picked,
  onPick,
}: {
  name: string;
  meta: ReactNode;
  picked: boolean;
  onPick: () => void;
}) {
  return (
    <button
      type="button"
      className={`mmenu-pick mmenu-pick--stack${picked ? ' mmenu-pick--on' : ''}`}
      aria-pressed={picked}
      onClick={onPick}
    >
      <span className="mmenu-pick__name">{name}</span>
      <span className="mmenu-pick__meta">{meta}</span>
    </button>
  );
}

/** "Remove category" in the picked item's card, for editors. */
export function RemovePickedButton({ noun, onRemove }: { noun: string; onRemove: () => void }) {
  return (
    <button type="button" className="btn btn--danger" onClick={onRemove}>
      Remove {noun}
    </button>
  );
}
