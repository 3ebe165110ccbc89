import type { BodyOf, DataOf } from '@orderly/contract';
import { formatMoney } from '@orderly/domain';
import { useRef, useState } from 'react';
import { call } from '../../lib/client.tsx';
import { MoneyField, SelectField, TextField, WholeField } from '../manage/form-parts.tsx';
import { messageOf, useManageCall } from '../manage/manage-api.ts';
import { useManaged } from '../manage/manage-context.ts';
import { acceptedPictures, uploadImage } from '../manage-branding/upload-image.ts';
import { EditableListPage, EditableRow, ItemForm, useEditableList, useItemForm } from './editable-list.tsx';
import './promotions.css';

type Rewards = DataOf<'listManagedRewards'>;
type Reward = Rewards['rewards'][number];
type RewardType = Reward['type'];
type Product = Rewards['products'][number];

/** The four kinds of reward (SPEC.md section 3), in the manager's words. */
const rewardTypes: { value: RewardType; label: string; hint: string }[] = [
  {
    value: 'Points/Discount',
    label: 'Discount for points',
    hint: 'Customers spend points for an amount off their order.',
  },
  {
    value: 'Points/Product',
    label: 'Free item for points',
    hint: 'Customers spend points for a free item of the menu.',
  },
  {
    value: 'FreeFirstOrderOrPoints/Discount',
    label: 'Discount: free on the first order, else for points',
    hint: 'A new customer gets it on their first order without points.',
  },
  {
    value: 'FreeFirstOrderOrPoints/Product',
    label: 'Free item: free on the first order, else for points',
    hint: 'A new customer gets the item on their first order without points.',
  },
];
const typeLabel = (type: RewardType) => rewardTypes.find((option) => option.value === type)?.label ?? type;
const isProduct = (type: RewardType) => type.endsWith('/Product');

/** A reward id from its name: "Free Fries!" → "free-fries" (kept unique). */
function idFrom(name: string, taken: string[]): string {
  const base =
    name
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'reward';
  let id = base;
  for (let n = 2; taken.includes(id); n++) id = `${base}-${n}`;
  return id;
}

function describe(reward: Reward, products: Product[]) {
  if (typeof reward.value === 'string') {
    const product = products.find((candidate) => candidate.id === reward.value);
    return product ? `Free ${product.name}` : `Free item (${reward.value}, no longer on the menu)`;
  }
  return `${formatMoney(reward.value)} off`;
}

/** Rewards: what customers get for points or on their first order, with a picture each. */
export function RewardsScreen() {
  const { restaurantId } = useManaged();
  const loaded = useManageCall('listManagedRewards', { params: { restaurantId } });
  const list = useEditableList<Rewards, { isNew: boolean; reward: Reward }>(loaded);
  const products = loaded.data?.products ?? [];
  const rewards = loaded.data?.rewards;

  return (
    <EditableListPage
      title="Rewards"
      lead="What customers get for their points, or free with their first order. Customers earn a point per dollar."
      addLabel="Add reward"
      onAdd={() =>
        list.edit({
          isNew: true,
          reward: { id: '', type: 'Points/Discount', value: 500, points: 500, name: '' },
        })
      }
      editing={list.editing !== null}
      notice={
        loaded.data &&
        !loaded.data.rewardsEnabled &&
        'Rewards are turned off. Turn on “Rewards” in the restaurant’s settings for customers to see them.'
      }
      loadError={loaded.error}
      error={list.error}
      status={list.status}
      editor={
        list.editing &&
        rewards && (
          <RewardEditor
            key={list.editing.isNew ? 'new' : list.editing.reward.id}
            restaurantId={restaurantId}
            isNew={list.editing.isNew}
            initial={list.editing.reward}
            products={products}
            takenIds={rewards.map((reward) => reward.id)}
            onCancel={list.stopEditing}
            onSaved={list.saved}
          />
        )
      }
      listTitle="Rewards"
      listDescription="In the order customers see them."
      listLabel="Rewards"
      empty={rewards?.length === 0 ? 'No rewards yet.' : null}
    >
      {rewards?.map((reward) => (
        <EditableRow
          key={reward.id}
          what={reward.name ?? reward.id}
          thumb={
            <div className="preward__thumb">
              {reward.imageUrl ? <img src={reward.imageUrl} alt="" /> : <span aria-hidden="true">★</span>}
            </div>
          }
          title={reward.name || describe(reward, products)}
          meta={`${describe(reward, products)} · ${reward.points.toLocaleString('en-CA')} points · ${typeLabel(reward.type)}`}
          onEdit={() => list.edit({ isNew: false, reward })}
          onRemove={() =>
            void list.remove(
              () => call('deleteReward', { params: { restaurantId, rewardId: reward.id } }),
              reward.name ?? reward.id,
            )
          }
        />
      ))}
    </EditableListPage>
  );
}

function RewardEditor({
  restaurantId,
  isNew,
  initial,
  products,
  takenIds,
  onCancel,
  onSaved,
}: {
  restaurantId: string;
  isNew: boolean;
  initial: Reward;
  products: Product[];
  takenIds: string[];
  onCancel: () => void;
  onSaved: (data: Rewards, name: string) => void;
}) {
  const [reward, setReward] = useState<Reward>(initial);
  const [uploading, setUploading] = useState(false);
  const file = useRef<HTMLInputElement>(null);
  const product = isProduct(reward.type);
  const changeType = (type: RewardType) => {
    if (isProduct(type) === product) return set({ type });
    set({ type, value: isProduct(type) ? (products[0]?.id ?? '') : 500 });
  };

  const problems: { fieldId: string; message: string }[] = [];
  if (!(reward.name ?? '').trim())
    problems.push({ fieldId: 'reward-name', message: 'Give the reward a name.' });
  if (product && !products.some((candidate) => candidate.id === reward.value)) {
    problems.push({ fieldId: 'reward-product', message: 'Choose the item the reward gives.' });
  }
  if (!product && !(typeof reward.value === 'number' && Number.isFinite(reward.value) && reward.value > 0)) {
    problems.push({ fieldId: 'reward-amount', message: 'Use an amount such as 5.00 for the discount.' });
  }
  if (!Number.isFinite(reward.points))
    problems.push({ fieldId: 'reward-points', message: 'Use a whole number of points.' });
  const form = useItemForm(problems);
  const set = (change: Partial<Reward>) => {
    setReward((current) => ({ ...current, ...change }));
    form.setError(null);
  };

  const upload = async (picked: File | undefined) => {
    if (!picked) return;
    setUploading(true);
    form.setError(null);
    try {
      const uploaded = await uploadImage(restaurantId, 'reward', picked);
      set({ imageUrl: uploaded.url });
    } catch (caught) {
      form.setError(messageOf(caught));
    } finally {
      setUploading(false);
      if (file.current) file.current.value = '';
    }
  };

  const save = () =>
    form.save(async () => {
      const name = (reward.name ?? '').trim();
      const id = isNew ? idFrom(name, takenIds) : reward.id;
      const body: BodyOf<'saveReward'> = {
        id,
        type: reward.type,
        value: reward.value,
        points: reward.points,
        name,
        ...(reward.imageUrl ? { imageUrl: reward.imageUrl } : {}),
      };
      onSaved(await call('saveReward', { params: { restaurantId, rewardId: id }, body }), name);
    });

  return (
    <ItemForm
      title={isNew ? 'New reward' : `Edit ${initial.name || initial.id}`}
      form={form}
      errorTitle="The reward was not saved"
      saveLabel="Save reward"
      busy={uploading}
      onSubmit={() => void save()}
      onCancel={onCancel}
    >
      <div className="mgrid preward__fields">
        <TextField
          id="reward-name"
          label="Name"
          hint="As customers see it, e.g. “$5 off your order”."
          value={reward.name ?? ''}
          maxLength={100}
          onChange={(name) => set({ name })}
        />
        <SelectField
          label="Kind"
          hint={rewardTypes.find((option) => option.value === reward.type)?.hint}
          value={reward.type}
          options={rewardTypes}
          onChange={changeType}
        />
        {product ? (
          <SelectField
            id="reward-product"
            label="Free item"
            value={typeof reward.value === 'string' ? reward.value : ''}
            options={[
              ...(products.some((candidate) => candidate.id === reward.value)
                ? []
                : [{ value: '', label: 'Choose an item…' }]),
              ...products.map((candidate) => ({
                value: candidate.id,
                label: `${candidate.name} (${formatMoney(candidate.price)})`,
              })),
            ]}
            onChange={(value) => set({ value })}
          />
        ) : (
          <MoneyField
            id="reward-amount"
            label="Amount off"
            value={typeof reward.value === 'number' ? reward.value : Number.NaN}
            onChange={(value) => set({ value })}
          />
        )}
        <WholeField
          id="reward-points"
          label="Points needed"
          unit="points"
          value={reward.points}
          onChange={(points) => set({ points })}
        />
      </div>
      <div className="preward__picture">
        <div className="preward__thumb preward__thumb--big">
          {reward.imageUrl ? (
            <img src={reward.imageUrl} alt="The reward as customers see it" />
          ) : (
            <span aria-hidden="true">★</span>
          )}
        </div>
        <div>
          <p className="mfield__label">Picture</p>
          <p className="mfield__hint" id="reward-picture-hint">
            Square works best; PNG, JPEG, WebP, GIF, AVIF or SVG up to 8 MB.
          </p>
          <input
            ref={file}
            hidden
            type="file"
            accept={acceptedPictures}
            data-testid="reward-picture"
            onChange={(event) => void upload(event.target.files?.[0])}
          />
          <div className="peditor__actions peditor__actions--start">
            <button
              type="button"
              className="btn"
              disabled={uploading}
              aria-describedby="reward-picture-hint"
              onClick={() => file.current?.click()}
            >
              {uploading ? 'Uploading…' : reward.imageUrl ? 'Replace picture' : 'Upload picture'}
            </button>
            {reward.imageUrl && (
              <button type="button" className="btn btn--ghost" onClick={() => set({ imageUrl: undefined })}>
                Remove picture
              </button>
            )}
          </div>
        </div>
      </div>
    </ItemForm>
  );
}
