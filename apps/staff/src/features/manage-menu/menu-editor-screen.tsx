import { topics } from '@orderly/client';
import type { DataOf } from '@orderly/contract';
import { type KeyboardEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { toast } from 'sonner';
import { call, useLive } from '../../lib/client.tsx';
import { SaveBar, useEditable } from '../manage/form-parts.tsx';
import { messageOf, useManageCall } from '../manage/manage-api.ts';
import { useManaged } from '../manage/manage-context.ts';
import { ManagePage, PageNotReady } from '../manage/manage-page.tsx';
import { CategoriesPanel } from './categories-panel.tsx';
import {
  draftOf,
  type ManagedMenu,
  type MenuDraft,
  type Menus,
  newProduct,
  putProduct,
  removeProduct,
} from './menu-draft.ts';
import { MenuFileDialog } from './menu-file-dialog.tsx';
import { MenusPanel } from './menus-panel.tsx';
import { ModifiersPanel } from './modifiers-panel.tsx';
import { ProductDialog, type ProductEdit } from './product-dialog.tsx';
import './manage-menu.css';

const TABS = [
  { id: 'categories', label: 'Categories & products' },
  { id: 'modifiers', label: 'Modifiers' },
  { id: 'menus', label: 'Menus & hours' },
] as const;
type Tab = (typeof TABS)[number]['id'];

/** Saves a file the server sent (an export) with the browser's download. */
function download({ filename, contentType, content }: DataOf<'exportMenu'>) {
  const url = URL.createObjectURL(new Blob([content], { type: `${contentType};charset=utf-8` }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * Calls `onChange` whenever the live menu of a location changes after the first snapshot (staff
 * sold something out, another manager saved).
 */
function MenuWatcher({ topic, onChange }: { topic: ReturnType<typeof topics.menu>; onChange: () => void }) {
  const { data } = useLive(topic);
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new snapshot is a change
  useEffect(() => {
    if (data === undefined) return;
    if (first.current) {
      first.current = false;
      return;
    }
    onChange();
  }, [data]);
  return null;
}

/**
 * The menu editor (issue 16): categories and their products, modifiers and their choices, menus
 * with their hours, takeout accessories; import and export as CSV or JSON. Changes are kept in a
 * draft and saved together (a product saves as its dialog closes); customers' open menus update
 * as soon as a save lands.
 */
export function MenuEditorScreen() {
  const { restaurantId } = useManaged();
  const loaded = useManageCall('getManagedMenu', { params: { restaurantId } });
  const view = loaded.data;
  const original = useMemo(() => (view ? draftOf(view) : null), [view]);
  const soldOutAt = useMemo(() => {
    const names = new Map<string, string[]>();
    for (const location of view?.locations ?? []) {
      for (const id of location.soldOut) names.set(id, [...(names.get(id) ?? []), location.locationName]);
    }
    return names;
  }, [view]);
  const form = useEditable<MenuDraft>(original);
  const [tab, setTab] = useState<Tab>('categories');
  const [editing, setEditing] = useState<ProductEdit | null>(null);
  const [importing, setImporting] = useState(false);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const canEdit = view?.canEditMenu ?? false;
  // What changes elsewhere shows here at once, unless it would overwrite edits not saved yet (a
  // save from an older view is then refused, with a way to reload).
  const busy = form.dirty || form.saving;
  const refresh = useCallback(() => {
    if (!busy) void loaded.reload();
  }, [busy, loaded]);

  /** Saves a draft; the server's answer becomes the original and the draft. Returns the refusal, if any. */
  const saveDraft = useCallback(
    async (draft: MenuDraft): Promise<{ saved: ManagedMenu } | { refusal: string }> => {
      if (!view) return { refusal: 'The menu is not loaded yet.' };
      try {
        const saved = await call('saveMenu', {
          params: { restaurantId },
          body: { version: view.version, ...draft },
        });
        loaded.setData(saved);
        return { saved };
      } catch (caught) {
        return { refusal: messageOf(caught) };
      }
    },
    [view, restaurantId, loaded],
  );

  const saveAll = () =>
    form.save(async (draft) => {
      const result = await saveDraft(draft);
      if ('refusal' in result) throw new Error(result.refusal);
      return draftOf(result.saved);
    });

  /** Saves the draft with one change (a product's dialog): the rest of the draft is saved with it. */
  const saveWith = async (draft: MenuDraft, done: string) => {
    const result = await saveDraft(draft);
    if ('refusal' in result) return result.refusal;
    form.update(() => draftOf(result.saved));
    setEditing(null);
    toast.success(done);
    return null;
  };

  const saveProduct = ({ product, categoryIds }: ProductEdit) =>
    form.value
      ? saveWith(putProduct(form.value, product, categoryIds), `${product.name} saved`)
      : Promise.resolve(null);

  const deleteProduct = (productId: string) => {
    if (!form.value) return Promise.resolve(null);
    const name = form.value.menu.products.find((product) => product.id === productId)?.name ?? 'The product';
    return saveWith(removeProduct(form.value, productId), `${name} removed`);
  };

  const saveLocation = async (locationId: string, menus: Menus | null) => {
    if (!view) return null;
    try {
      const saved = await call('saveLocationMenus', {
        params: { restaurantId, locationId },
        body: { version: view.version, menus },
      });
      loaded.setData(saved);
      toast.success('Menus saved');
      return null;
    } catch (caught) {
      return messageOf(caught);
    }
  };

  const exportAs = async (format: 'csv' | 'json') => {
    try {
      download(await call('exportMenu', { params: { restaurantId }, query: { format } }));
    } catch (caught) {
      toast.error(messageOf(caught));
    }
  };

  const onTabKey = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = (index + step + TABS.length) % TABS.length;
    setTab(TABS[next]!.id);
    tabRefs.current[next]?.focus();
  };

  const draft = form.value;
  if (!view || !draft) {
    return <PageNotReady title="Menu" error={loaded.error} loading="Loading the menu…" />;
  }
  const stale = form.error?.startsWith('Someone else changed the menu');

  return (
    <ManagePage
      className="mmenu"
      title="Menu"
      lead={`${draft.menu.categories.length} categories, ${draft.menu.products.length} products, ${draft.menu.modifiers.length} modifiers, sold at every location. Saved changes reach customers' screens at once.`}
      actions={
        <div className="mmenu-files">
          <button type="button" className="btn" onClick={() => void exportAs('csv')}>
            Export CSV
          </button>
          <button type="button" className="btn" onClick={() => void exportAs('json')}>
            Export JSON
          </button>
          {canEdit && (
            <button type="button" className="btn btn--primary" onClick={() => setImporting(true)}>
              Import…
            </button>
          )}
        </div>
      }
    >
      {!canEdit && (
        <p className="mbanner">
          The menu is shared by every location: only a manager of all of them changes it. You can change the
          menus of your locations in Menus &amp; hours.
        </p>
      )}
      {form.error && (
        <div className="mbanner mbanner--error" role="alert">
          <p className="mmenu-error">{form.error}</p>
          {stale && (
            <button
              type="button"
              className="btn"
              onClick={() => {
                form.discard();
                void loaded.reload();
              }}
            >
              Reload the menu
            </button>
          )}
        </div>
      )}
      <div className="mtabs" role="tablist" aria-label="Menu parts">
        {TABS.map((entry, index) => (
          <button
            key={entry.id}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`menu-tab-${entry.id}`}
            aria-controls={`menu-panel-${entry.id}`}
            aria-selected={tab === entry.id}
            tabIndex={tab === entry.id ? 0 : -1}
            className="mtabs__tab"
            onClick={() => setTab(entry.id)}
            onKeyDown={(event) => onTabKey(event, index)}
          >
            {entry.label}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`menu-panel-${tab}`}
        aria-labelledby={`menu-tab-${tab}`}
        className="mtabs__panel"
      >
        {tab === 'categories' && (
          <fieldset className="mmenu-fieldset" disabled={!canEdit}>
            <legend className="visually-hidden">Categories and products</legend>
            <CategoriesPanel
              draft={draft}
              pictures={view.pictures}
              soldOutAt={soldOutAt}
              canEdit={canEdit}
              onChange={form.update}
              onOpenProduct={(productId) => {
                const product = draft.menu.products.find((entry) => entry.id === productId);
                if (!product) return;
                setEditing({
                  product,
                  categoryIds: draft.menu.categories
                    .filter((category) => category.productOrder.includes(productId))
                    .map((category) => category.id),
                });
              }}
              onNewProduct={(categoryId) =>
                setEditing({ product: newProduct(draft), categoryIds: [categoryId] })
              }
            />
          </fieldset>
        )}
        {tab === 'modifiers' && (
          <fieldset className="mmenu-fieldset" disabled={!canEdit}>
            <legend className="visually-hidden">Modifiers</legend>
            <ModifiersPanel draft={draft} canEdit={canEdit} onChange={form.update} />
          </fieldset>
        )}
        {tab === 'menus' && (
          <MenusPanel
            view={view}
            draft={draft}
            canEdit={canEdit}
            onChange={form.update}
            onSaveLocation={saveLocation}
          />
        )}
      </div>
      {canEdit && (
        <SaveBar
          dirty={form.dirty}
          saving={form.saving}
          savedAt={form.savedAt}
          onSave={() => void saveAll()}
          onDiscard={form.discard}
          saveLabel="Save menu"
        />
      )}
      <ProductDialog
        edit={editing}
        draft={draft}
        pictures={view.pictures}
        onSave={saveProduct}
        onRemove={deleteProduct}
        onClose={() => setEditing(null)}
      />
      {view.locations.map((location) => (
        <MenuWatcher key={location.id} topic={topics.menu(restaurantId, location.id)} onChange={refresh} />
      ))}
      <MenuFileDialog
        open={importing}
        restaurantId={restaurantId}
        version={view.version}
        onClose={() => setImporting(false)}
        onImported={(saved) => {
          loaded.setData(saved);
          form.update(() => draftOf(saved));
          toast.success('Menu imported');
        }}
      />
    </ManagePage>
  );
}
