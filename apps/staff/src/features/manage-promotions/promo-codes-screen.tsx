import type { BodyOf, DataOf } from '@orderly/contract';
import { useId, useState } from 'react';
import {
  ErrorSummary,
  FormSection,
  MoneyField,
  PercentField,
  SelectField,
  TextField,
  Toggle,
} from '../manage/form-parts.tsx';
import { managePath, manageSend, messageOf, useManageData } from '../manage/manage-api.ts';
import { useManaged } from '../manage/manage-context.ts';
import { ConfirmRemove } from './confirm-button.tsx';
import { formatMoneyCents } from './format.ts';
import './promotions.css';

type PromoCodes = DataOf<'listPromoCodes'>;
type PromoCode = PromoCodes['promoCodes'][number];
type PromoBody = BodyOf<'savePromoCode'>;
type Frequency = PromoCode['frequency'];

const weekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const frequencies: { value: Frequency; label: string }[] = [
  { value: 'none', label: 'No limit' },
  { value: 'day', label: 'Once a day per customer' },
  { value: 'week', label: 'Once a week per customer' },
  { value: 'month', label: 'Once a month per customer' },
  { value: 'year', label: 'Once a year per customer' },
];
const frequencyLabel = (value: Frequency) =>
  frequencies.find((option) => option.value === value)?.label ?? value;

const percent = (fraction: number) => `${Math.round(fraction * 10000) / 100}%`;

/** "Every day", "Weekdays", "Tue, Thu". */
export function daysLabel(days: readonly boolean[]): string {
  const on = days.flatMap((day, index) => (day ? [index] : []));
  if (on.length === 7) return 'Every day';
  if (on.length === 0) return 'No day';
  if (on.join() === '1,2,3,4,5') return 'Weekdays';
  if (on.join() === '0,6') return 'Weekends';
  return on.map((index) => weekdays[index]?.slice(0, 3)).join(', ');
}

const blank: PromoCode = {
  code: '',
  active: true,
  validDays: [true, true, true, true, true, true, true],
  frequency: 'none',
  discount: 0.1,
  maxDiscountAmount: 1000,
};

/** Promo codes: code, on/off, the weekdays it works, how often a customer may use it, discount and cap. */
export function PromoCodesScreen() {
  const { restaurantId } = useManaged();
  const path = managePath(restaurantId, 'promo-codes');
  const loaded = useManageData<PromoCodes>(path);
  const [editing, setEditing] = useState<{ original: string | null; promo: PromoCode } | null>(null);
  const [status, setStatus] = useState('');
  const [error, setError] = useState<string | null>(null);

  const remove = async (code: string) => {
    setError(null);
    try {
      loaded.setData(await manageSend<PromoCodes>(managePath(restaurantId, 'promo-codes', code), 'DELETE'));
      setStatus(`Removed ${code}.`);
    } catch (caught) {
      setError(messageOf(caught));
    }
  };

  return (
    <div className="manage-page">
      <div className="manage-page__head">
        <div>
          <h1>Promo codes</h1>
          <p className="manage-page__lead">
            Codes customers type at checkout for a percentage off their order, up to a cap.
          </p>
        </div>
        {!editing && (
          <button
            type="button"
            className="btn btn--primary"
            onClick={() => setEditing({ original: null, promo: blank })}
          >
            Add promo code
          </button>
        )}
      </div>
      {loaded.data && !loaded.data.promoCodesEnabled && (
        <p className="mbanner">
          Promo codes are turned off at checkout. Turn on “Promo codes” in the restaurant’s settings for
          customers to use them.
        </p>
      )}
      {loaded.error && <p className="mbanner mbanner--error">{loaded.error}</p>}
      {error && <ErrorSummary problems={[{ message: error }]} title="That did not work" />}
      {editing && (
        <PromoEditor
          key={editing.original ?? 'new'}
          restaurantId={restaurantId}
          original={editing.original}
          initial={editing.promo}
          onCancel={() => setEditing(null)}
          onSaved={(data, code) => {
            loaded.setData(data);
            setEditing(null);
            setStatus(`Saved ${code}.`);
          }}
        />
      )}
      <FormSection
        title="Codes"
        description={loaded.data ? `${loaded.data.promoCodes.length} codes` : undefined}
      >
        {loaded.data && loaded.data.promoCodes.length === 0 && <p className="mnote">No promo codes yet.</p>}
        <ul className="mlist plist" aria-label="Promo codes">
          {loaded.data?.promoCodes.map((promo) => (
            <li key={promo.code} className={`mrow${promo.active ? '' : ' mrow--off'}`}>
              <div className="mrow__main">
                <p className="mrow__title">
                  <span className="pcode">{promo.code}</span> {percent(promo.discount)} off
                  {!promo.active && <span className="mtag mtag--off">Off</span>}
                </p>
                <p className="mrow__meta">
                  Up to {formatMoneyCents(promo.maxDiscountAmount)} · {daysLabel(promo.validDays)} ·{' '}
                  {frequencyLabel(promo.frequency)}
                </p>
              </div>
              <div className="mrow__actions">
                <button
                  type="button"
                  className="btn"
                  onClick={() => setEditing({ original: promo.code, promo })}
                >
                  Edit<span className="visually-hidden"> {promo.code}</span>
                </button>
                <ConfirmRemove what={promo.code} onConfirm={() => void remove(promo.code)} />
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

function PromoEditor({
  restaurantId,
  original,
  initial,
  onCancel,
  onSaved,
}: {
  restaurantId: string;
  original: string | null;
  initial: PromoCode;
  onCancel: () => void;
  onSaved: (data: PromoCodes, code: string) => void;
}) {
  const [promo, setPromo] = useState<PromoCode>(initial);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const daysId = useId();
  const set = <K extends keyof PromoCode>(key: K, value: PromoCode[K]) => {
    setPromo((current) => ({ ...current, [key]: value }));
    setError(null);
  };
  const problems: { fieldId: string; message: string }[] = [];
  if (!/^[A-Za-z0-9_-]{1,40}$/.test(promo.code)) {
    problems.push({
      fieldId: 'promo-code',
      message: 'Use 1 to 40 letters, digits, dashes or underscores for the code.',
    });
  }
  if (!Number.isFinite(promo.discount) || promo.discount <= 0 || promo.discount > 1) {
    problems.push({ fieldId: 'promo-discount', message: 'Use a discount between 0 and 100%.' });
  }
  if (!Number.isFinite(promo.maxDiscountAmount)) {
    problems.push({ fieldId: 'promo-cap', message: 'Use an amount such as 10.00 for the cap.' });
  }
  if (!promo.validDays.some(Boolean))
    problems.push({ fieldId: `${daysId}-0`, message: 'Choose at least one day.' });
  const [tried, setTried] = useState(false);

  const save = async () => {
    setTried(true);
    if (problems.length > 0) return;
    setSaving(true);
    try {
      const body: PromoBody = {
        ...promo,
        code: promo.code.toUpperCase(),
        validDays: promo.validDays as PromoBody['validDays'],
      };
      const data = await manageSend<PromoCodes>(
        managePath(restaurantId, 'promo-codes', original ?? body.code),
        'PUT',
        body,
      );
      onSaved(data, body.code);
    } catch (caught) {
      setError(messageOf(caught));
    } finally {
      setSaving(false);
    }
  };

  return (
    <FormSection title={original ? `Edit ${original}` : 'New promo code'}>
      <form
        className="peditor"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        {tried && problems.length > 0 && <ErrorSummary problems={problems} />}
        {error && <ErrorSummary problems={[{ message: error }]} title="The code was not saved" />}
        <div className="mgrid">
          <TextField
            id="promo-code"
            label="Code"
            hint="What customers type; letters and digits, not case-sensitive."
            value={promo.code}
            maxLength={40}
            autoComplete="off"
            spellCheck={false}
            onChange={(value) => set('code', value.toUpperCase().replace(/\s/g, ''))}
          />
          <PercentField
            id="promo-discount"
            label="Discount"
            hint="Off the order's subtotal."
            value={promo.discount}
            onChange={(value) => set('discount', value)}
          />
          <MoneyField
            id="promo-cap"
            label="Largest discount"
            hint="The most one order can save."
            value={promo.maxDiscountAmount}
            onChange={(value) => set('maxDiscountAmount', value)}
          />
          <SelectField
            label="How often"
            value={promo.frequency}
            options={frequencies}
            onChange={(value) => set('frequency', value)}
          />
        </div>
        <fieldset className="pdays">
          <legend className="mfield__label">Valid on</legend>
          <div className="pdays__list">
            {weekdays.map((day, index) => (
              <label key={day} className="pday">
                <input
                  id={`${daysId}-${index}`}
                  type="checkbox"
                  checked={promo.validDays[index] ?? false}
                  onChange={(event) =>
                    set(
                      'validDays',
                      promo.validDays.map((on, position) => (position === index ? event.target.checked : on)),
                    )
                  }
                />
                {day}
              </label>
            ))}
          </div>
        </fieldset>
        <Toggle
          label="Active"
          hint="Customers can use the code only while it is active."
          checked={promo.active}
          onChange={(value) => set('active', value)}
        />
        <div className="peditor__actions">
          <button type="button" className="btn" onClick={onCancel}>
            Cancel
          </button>
          <button type="submit" className="btn btn--go" disabled={saving}>
            {saving ? 'Saving…' : 'Save promo code'}
          </button>
        </div>
      </form>
    </FormSection>
  );
}
