import type { BodyOf, DataOf } from '@orderly/contract';
import { useRef, useState } from 'react';
import {
  ErrorSummary,
  FormSection,
  MoneyField,
  SelectField,
  TextField,
  WholeField,
} from '../manage/form-parts.tsx';
import { managePath, manageSend, messageOf, useManageData } from '../manage/manage-api.ts';
import { useManaged } from '../manage/manage-context.ts';
import { acceptedPictures, uploadImage } from '../manage-branding/upload-image.ts';
import { ConfirmRemove } from './confirm-button.tsx';
import { formatMoneyCents } from './format.ts';
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
  return `${formatMoneyCents(reward.value)} off`;
}

/** Rewards: what customers get for points or on their first order, with a picture each. */
export function RewardsScreen() {
  const { restaurantId } = useManaged();
  const loaded = useManageData<Rewards>(managePath(restaurantId, 'rewards'));
  const [editing, setEditing] = useState<{ isNew: boolean; reward: Reward } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const products = loaded.data?.products ?? [];

  const remove = async (reward: Reward) => {
    setError(null);
    try {
      loaded.setData(await manageSend<Rewards>(managePath(restaurantId, 'rewards', reward.id), 'DELETE'));
      setStatus(`Removed ${reward.name ?? reward.id}.`);
    } catch (caught) {
      setError(messageOf(caught));
    }
  };

  return (
    <div className="manage-page">
      <div className="manage-page__head">
        <div>
          <h1>Rewards</h1>
          <p className="manage-page__lead">
            What customers get for their points, or free with their first order. Customers earn a point per
            dollar.
          </p>
        </div>
        {!editing && (
          <button
            type="button"
            className="btn btn--primary"
            onClick={() =>
              setEditing({
                isNew: true,
                reward: { id: '', type: 'Points/Discount', value: 500, points: 500, name: '' },
              })
            }
          >
            Add reward
          </button>
        )}
      </div>
      {loaded.data && !loaded.data.rewardsEnabled && (
        <p className="mbanner">
          Rewards are turned off. Turn on “Rewards” in the restaurant’s settings for customers to see them.
        </p>
      )}
      {loaded.error && <p className="mbanner mbanner--error">{loaded.error}</p>}
      {error && <ErrorSummary problems={[{ message: error }]} title="That did not work" />}
      {editing && loaded.data && (
        <RewardEditor
          key={editing.isNew ? 'new' : editing.reward.id}
          restaurantId={restaurantId}
          isNew={editing.isNew}
          initial={editing.reward}
          products={products}
          takenIds={loaded.data.rewards.map((reward) => reward.id)}
          onCancel={() => setEditing(null)}
          onSaved={(data, name) => {
            loaded.setData(data);
            setEditing(null);
            setStatus(`Saved ${name}.`);
          }}
        />
      )}
      <FormSection title="Rewards" description="In the order customers see them.">
        {loaded.data && loaded.data.rewards.length === 0 && <p className="mnote">No rewards yet.</p>}
        <ul className="mlist plist" aria-label="Rewards">
          {loaded.data?.rewards.map((reward) => (
            <li key={reward.id} className="mrow">
              <div className="preward__thumb">
                {reward.imageUrl ? <img src={reward.imageUrl} alt="" /> : <span aria-hidden="true">★</span>}
              </div>
              <div className="mrow__main">
                <p className="mrow__title">{reward.name || describe(reward, products)}</p>
                <p className="mrow__meta">
                  {describe(reward, products)} · {reward.points.toLocaleString('en-CA')} points ·{' '}
                  {typeLabel(reward.type)}
                </p>
              </div>
              <div className="mrow__actions">
                <button type="button" className="btn" onClick={() => setEditing({ isNew: false, reward })}>
                  Edit<span className="visually-hidden"> {reward.name ?? reward.id}</span>
                </button>
                <ConfirmRemove what={reward.name ?? reward.id} onConfirm={() => void remove(reward)} />
              </div>
            </li>
          ))}
        </ul>
      </FormSection>
      <p className="visually-hidden" role="status">
        {status}
      </p>
    </div>
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
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const file = useRef<HTMLInputElement>(null);
  const set = (change: Partial<Reward>) => {
    setReward((current) => ({ ...current, ...change }));
    setError(null);
  };
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

  const upload = async (picked: File | undefined) => {
    if (!picked) return;
    setUploading(true);
    setError(null);
    try {
      const uploaded = await uploadImage(restaurantId, 'reward', picked);
      set({ imageUrl: uploaded.url });
    } catch (caught) {
      setError(messageOf(caught));
    } finally {
      setUploading(false);
      if (file.current) file.current.value = '';
    }
  };

  const save = async () => {
    setTried(true);
    if (problems.length > 0) return;
    setSaving(true);
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
    try {
      onSaved(await manageSend<Rewards>(managePath(restaurantId, 'rewards', id), 'PUT', body), name);
    } catch (caught) {
      setError(messageOf(caught));
    } finally {
      setSaving(false);
    }
  };

  return (
    <FormSection title={isNew ? 'New reward' : `Edit ${initial.name || initial.id}`}>
      <form
        className="peditor"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        {tried && problems.length > 0 && <ErrorSummary problems={problems} />}
        {error && <ErrorSummary problems={[{ message: error }]} title="The reward was not saved" />}
        <div className="mgrid">
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
                  label: `${candidate.name} (${formatMoneyCents(candidate.price)})`,
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
        <div className="peditor__actions">
          <button type="button" className="btn" onClick={onCancel}>
            Cancel
          </button>
          <button type="submit" className="btn btn--go" disabled={saving || uploading}>
            {saving ? 'Saving…' : 'Save reward'}
          </button>
        </div>
      </form>
    </FormSection>
  );
}
