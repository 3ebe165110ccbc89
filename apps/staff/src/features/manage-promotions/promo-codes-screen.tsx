import type { BodyOf, DataOf } from '@orderly/contract';
import { formatMoney } from '@orderly/domain';
import { useId, useState } from 'react';
import { call } from '../../lib/client.tsx';
import { MoneyField, PercentField, SelectField, TextField, Toggle } from '../manage/form-parts.tsx';
import { useManageCall } from '../manage/manage-api.ts';
import { useManaged } from '../manage/manage-context.ts';
import { EditableListPage, EditableRow, ItemForm, useEditableList, useItemForm } from './editable-list.tsx';
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
  const loaded = useManageCall('listPromoCodes', { params: { restaurantId } });
  const list = useEditableList<PromoCodes, { original: string | null; promo: PromoCode }>(loaded);
  const codes = loaded.data?.promoCodes;

  return (
    <EditableListPage
      title="Promo codes"
      lead="Codes customers type at checkout for a percentage off their order, up to a cap."
      addLabel="Add promo code"
      onAdd={() => list.edit({ original: null, promo: blank })}
      editing={list.editing !== null}
      notice={
        loaded.data &&
        !loaded.data.promoCodesEnabled &&
        'Promo codes are turned off at checkout. Turn on “Promo codes” in the restaurant’s settings for customers to use them.'
      }
      loadError={loaded.error}
      error={list.error}
      status={list.status}
      editor={
        list.editing && (
          <PromoEditor
            key={list.editing.original ?? 'new'}
            restaurantId={restaurantId}
            original={list.editing.original}
            initial={list.editing.promo}
            onCancel={list.stopEditing}
            onSaved={list.saved}
          />
        )
      }
      listTitle="Codes"
      listDescription={codes ? `${codes.length} codes` : undefined}
      listLabel="Promo codes"
      empty={codes?.length === 0 ? 'No promo codes yet.' : null}
    >
      {codes?.map((promo) => (
        <EditableRow
          key={promo.code}
          what={promo.code}
          off={!promo.active}
          title={
            <>
              <span className="pcode">{promo.code}</span> {percent(promo.discount)} off
              {!promo.active && <span className="mtag mtag--off">Off</span>}
            </>
          }
          meta={`Up to ${formatMoney(promo.maxDiscountAmount)} · ${daysLabel(promo.validDays)} · ${frequencyLabel(promo.frequency)}`}
          onEdit={() => list.edit({ original: promo.code, promo })}
          onRemove={() =>
            void list.remove(
              () => call('deletePromoCode', { params: { restaurantId, code: promo.code } }),
              promo.code,
            )
          }
        />
      ))}
    </EditableListPage>
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
  const daysId = useId();
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
  const form = useItemForm(problems);
  const set = <K extends keyof PromoCode>(key: K, value: PromoCode[K]) => {
    setPromo((current) => ({ ...current, [key]: value }));
    form.setError(null);
  };

  const save = () =>
    form.save(async () => {
      const body: PromoBody = {
        ...promo,
        code: promo.code.toUpperCase(),
        validDays: promo.validDays as PromoBody['validDays'],
      };
      const data = await call('savePromoCode', {
        params: { restaurantId, code: original ?? body.code },
        body,
      });
      onSaved(data, body.code);
    });

  return (
    <ItemForm
      title={original ? `Edit ${original}` : 'New promo code'}
      form={form}
      errorTitle="The code was not saved"
      saveLabel="Save promo code"
      onSubmit={() => void save()}
      onCancel={onCancel}
    >
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
    </ItemForm>
  );
}
