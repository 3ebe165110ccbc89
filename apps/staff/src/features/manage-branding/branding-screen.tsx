import type { BodyOf } from '@orderly/contract';
import { brandContrastChecks, formatContrast } from '@orderly/domain';
import { useRef, useState } from 'react';
import { call } from '../../lib/client.tsx';
import { ErrorSummary, Field, FormSection, SaveBar, useEditable } from '../manage/form-parts.tsx';
import { messageOf, useManageCall } from '../manage/manage-api.ts';
import { useManaged } from '../manage/manage-context.ts';
import { ManagePage, PageNotReady } from '../manage/manage-page.tsx';
import { BrandPreview } from './brand-preview.tsx';
import { ColourField } from './colour-field.tsx';
import { HostNamesCard } from './hosts-card.tsx';
import { type ImageSlot, imageSlots } from './image-slots.ts';
import { acceptedPictures, uploadImage } from './upload-image.ts';
import './branding.css';

type Brand = BodyOf<'saveBranding'>;
type Images = Brand['images'];

const themes = [
  { value: 'light', label: 'Light', hint: 'Dark text on a warm white page.' },
  { value: 'dark', label: 'Dark', hint: 'Light text on a near-black page.' },
] as const;

/**
 * Branding: the restaurant's colours, theme and pictures, with the customer menu previewed on a
 * phone and a computer as it is edited, and a warning for colour pairs under WCAG AA contrast.
 * Saving repaints open customer screens at once.
 */
export function BrandingScreen() {
  const { restaurantId, restaurant, reloadRestaurant } = useManaged();
  const loaded = useManageCall('getBranding', { params: { restaurantId } });
  const branding = loaded.data;
  /** Whose brand is edited: '' the whole restaurant's, else a location's own. */
  const [scope, setScope] = useState<string | null>(null);
  const [scopeStatus, setScopeStatus] = useState<{ text: string; error: boolean } | null>(null);
  const wholeRestaurant = restaurant.managerLocationIds === null;
  const held = branding?.locations.filter((location) => location.held) ?? [];
  const current = scope ?? (wholeRestaurant ? '' : (held[0]?.locationId ?? ''));
  const place = branding?.locations.find((location) => location.locationId === current) ?? null;
  const original: Brand | null = branding
    ? {
        images: place?.own?.images ?? branding.images,
        styles: place?.own?.styles ?? branding.styles,
      }
    : null;
  const form = useEditable<Brand>(original);
  const previewLocationId = place?.locationId ?? branding?.previewLocationId;
  const menu = useManageCall(
    'getMenu',
    previewLocationId ? { params: { restaurantId, locationId: previewLocationId } } : null,
  );

  if (loaded.error || !branding || !form.value) {
    return <PageNotReady title="Branding" error={loaded.error} loading="Loading the brand…" />;
  }
  const brand = form.value;
  const checks = brandContrastChecks(brand.styles);
  const failing = checks.filter((check) => !check.passes);

  const setStyle = <K extends keyof Brand['styles']>(key: K, value: Brand['styles'][K]) =>
    form.update((current) => ({ ...current, styles: { ...current.styles, [key]: value } }));
  const setImage = (key: keyof Images, url: string | undefined) =>
    form.update((current) => {
      const images = { ...current.images } as Record<string, string | undefined>;
      if (url) images[key] = url;
      else delete images[key];
      return { ...current, images: images as Images };
    });

  const onSave = () =>
    void form.save(async (value) => {
      const saved = place
        ? await call('saveLocationBranding', {
            params: { restaurantId, locationId: place.locationId },
            body: { images: value.images, styles: value.styles },
          })
        : await call('saveBranding', { params: { restaurantId }, body: value });
      loaded.setData(saved);
      setScopeStatus(null);
      void reloadRestaurant();
      const own = saved.locations.find((location) => location.locationId === place?.locationId)?.own;
      return {
        images: (place ? own?.images : null) ?? saved.images,
        styles: (place ? own?.styles : null) ?? saved.styles,
      };
    });

  const handBack = async () => {
    if (!place) return;
    form.discard();
    setScopeStatus(null);
    try {
      const saved = await call('removeLocationBranding', {
        params: { restaurantId, locationId: place.locationId },
      });
      loaded.setData(saved);
      setScopeStatus({ text: `${place.locationName} now uses the restaurant's brand.`, error: false });
    } catch (caught) {
      setScopeStatus({ text: messageOf(caught), error: true });
    }
  };

  return (
    <ManagePage
      className="manage-page--wide"
      title="Branding"
      lead="Your colours, theme and pictures, as customers see them on the ordering site. Changes reach open customer screens as soon as you save."
    >
      {form.error && <ErrorSummary problems={[{ message: form.error }]} title="The brand was not saved" />}
      {(held.length > 1 || !wholeRestaurant) && (
        <div className="bscope">
          <Field
            label="Brand of"
            hint={
              form.dirty
                ? 'Save or discard your changes to switch.'
                : "A location may have pictures and colours of its own; the others use the restaurant's."
            }
          >
            {(a11y) => (
              <select
                className="input"
                {...a11y}
                value={current}
                disabled={form.dirty}
                onChange={(event) => {
                  setScopeStatus(null);
                  setScope(event.target.value);
                }}
              >
                {wholeRestaurant && <option value="">The whole restaurant</option>}
                {held.map((location) => (
                  <option key={location.locationId} value={location.locationId}>
                    {location.locationName}
                    {location.own ? ' (its own brand)' : ''}
                  </option>
                ))}
              </select>
            )}
          </Field>
          {place && (
            <div className="bscope__state">
              <p>
                {place.own
                  ? `${place.locationName} has a brand of its own: customers there see it instead of the restaurant's.`
                  : `${place.locationName} uses the restaurant's brand. Saving here gives it a brand of its own.`}
              </p>
              {place.own && (
                <button type="button" className="btn" onClick={() => void handBack()} disabled={form.saving}>
                  Use the restaurant's brand<span className="visually-hidden"> at {place.locationName}</span>
                </button>
              )}
            </div>
          )}
          <p className={scopeStatus?.error ? 'mfield__error' : 'bscope__done'} role="status">
            {scopeStatus?.text ?? ''}
          </p>
        </div>
      )}
      {!place && branding.overriddenAt.length > 0 && (
        <div className="mbanner bown">
          <p>
            {branding.overriddenAt.map((location) => location.locationName).join(', ')}{' '}
            {branding.overriddenAt.length === 1 ? 'has' : 'have'} pictures or colours of{' '}
            {branding.overriddenAt.length === 1 ? 'its' : 'their'} own: this brand applies to the other
            locations.
          </p>
          <ul className="bown__list">
            {branding.overriddenAt.map((location) => {
              const joining = brand.useAtLocations?.includes(location.locationId) ?? false;
              return (
                <li key={location.locationId}>
                  <button
                    type="button"
                    className="btn"
                    aria-pressed={joining}
                    onClick={() =>
                      form.update((current) => {
                        const others = (current.useAtLocations ?? []).filter(
                          (id) => id !== location.locationId,
                        );
                        const next = joining ? others : [...others, location.locationId];
                        const { useAtLocations: _drop, ...rest } = current;
                        return next.length > 0 ? { ...rest, useAtLocations: next } : rest;
                      })
                    }
                  >
                    Use this brand at {location.locationName} too
                  </button>
                  {joining && (
                    <span className="bown__pending">
                      {location.locationName} will use this brand when you save.
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      )}
      <div className="bgrid">
        <div className="bgrid__form">
          <FormSection
            title="Colours and theme"
            description="The brand colour fills buttons and highlights; the font colour is the text on it."
          >
            <div className="mgrid">
              <ColourField
                label="Brand colour"
                hint="Buttons, the cart, prices."
                value={brand.styles.brandColor}
                onChange={(value) => setStyle('brandColor', value)}
              />
              <ColourField
                label="Font colour"
                hint="Text on the brand colour."
                value={brand.styles.fontColor}
                onChange={(value) => setStyle('fontColor', value)}
              />
              <ColourField
                label="Rewards font colour"
                hint="Reward names and points."
                value={brand.styles.rewardsFontColor}
                onChange={(value) => setStyle('rewardsFontColor', value)}
              />
            </div>
            <fieldset className="btheme">
              <legend className="mfield__label">Theme</legend>
              <div className="btheme__options">
                {themes.map((theme) => (
                  <label key={theme.value} className={`btheme__option btheme__option--${theme.value}`}>
                    <input
                      type="radio"
                      name="theme"
                      value={theme.value}
                      checked={brand.styles.theme === theme.value}
                      onChange={() => setStyle('theme', theme.value)}
                    />
                    <span className="btheme__swatch" aria-hidden="true" />
                    <span>
                      <span className="btheme__name">{theme.label}</span>
                      <span className="mfield__hint">{theme.hint}</span>
                    </span>
                  </label>
                ))}
              </div>
            </fieldset>
            <ContrastReport checks={checks} failing={failing.length} />
          </FormSection>

          <FormSection
            title="Pictures"
            description="PNG, JPEG, WebP, GIF, AVIF or SVG, up to 8 MB. Each is resized for its place and sent to customers as a light WebP."
          >
            <ul className="bslots">
              {imageSlots.map((slot) => (
                <ImageSlotRow
                  key={slot.key}
                  slot={slot}
                  restaurantId={restaurantId}
                  url={brand.images[slot.key]}
                  onChange={(url) => setImage(slot.key, url)}
                />
              ))}
            </ul>
          </FormSection>
        </div>
        <aside className="bgrid__preview" aria-labelledby="brand-preview-title">
          <h2 id="brand-preview-title" className="bpreview__title">
            Live preview
          </h2>
          <p className="mnote">
            {form.dirty ? 'Unsaved changes: customers still see the saved brand.' : 'What customers see now.'}
          </p>
          <BrandPreview
            brand={{
              name: branding.name,
              logo: brand.images.logo,
              menuHeader: brand.images.menuHeader,
              styles: brand.styles,
            }}
            menu={menu.data}
          />
        </aside>
      </div>
      {!place && wholeRestaurant && <HostNamesCard restaurantId={restaurantId} />}
      <SaveBar
        dirty={form.dirty}
        saving={form.saving}
        savedAt={form.savedAt}
        onSave={onSave}
        onDiscard={form.discard}
        saveLabel={place ? `Save ${place.locationName}'s brand` : 'Save brand'}
      />
    </ManagePage>
  );
}

function ContrastReport({
  checks,
  failing,
}: {
  checks: ReturnType<typeof brandContrastChecks>;
  failing: number;
}) {
  return (
    <div className={`bcontrast${failing > 0 ? ' bcontrast--warn' : ''}`} role="status" aria-live="polite">
      <p className="bcontrast__title">
        {failing > 0
          ? `${failing} colour pair${failing === 1 ? '' : 's'} fail${failing === 1 ? 's' : ''} WCAG AA contrast`
          : 'Every colour pair meets WCAG AA contrast'}
      </p>
      <ul className="bcontrast__list">
        {checks.map((check) => (
          <li key={check.pair} className={check.passes ? 'bcontrast__ok' : 'bcontrast__fail'}>
            <span className="bcontrast__ratio">{formatContrast(check.ratio)}</span>
            <span>
              {check.passes ? '' : <strong>Warning: </strong>}
              {check.message}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function ImageSlotRow({
  slot,
  restaurantId,
  url,
  onChange,
}: {
  slot: ImageSlot;
  restaurantId: string;
  url: string | undefined;
  onChange: (url: string | undefined) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState('');
  const inputId = `picture-${slot.key}`;
  const pick = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setError(null);
    setDone('');
    try {
      const uploaded = await uploadImage(restaurantId, slot.key, file);
      onChange(uploaded.url);
      setDone(
        `${slot.label} uploaded (${uploaded.width} × ${uploaded.height}). Save the brand to publish it.`,
      );
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : 'Sorry, the picture could not be uploaded.');
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };
  return (
    <li className={`bslot${error ? ' bslot--invalid' : ''}`} data-testid={`slot-${slot.key}`}>
      <div className="bslot__thumb">
        {url ? (
          <img src={url} alt={`Current ${slot.label.toLowerCase()}`} />
        ) : (
          <span className="bslot__empty">None</span>
        )}
      </div>
      <div className="bslot__text">
        <p className="bslot__label">
          {slot.label}
          {slot.required && <span className="mtag">Required</span>}
        </p>
        <p className="mfield__hint" id={`${inputId}-hint`}>
          {slot.hint}
        </p>
        {error && (
          <p className="mfield__error" id={`${inputId}-error`} role="alert">
            {error}
          </p>
        )}
        <p className="bslot__done" role="status">
          {done}
        </p>
      </div>
      <div className="bslot__actions">
        <input
          ref={input}
          id={inputId}
          hidden
          type="file"
          accept={acceptedPictures}
          data-testid={`upload-${slot.key}`}
          onChange={(event) => void pick(event.target.files?.[0])}
        />
        <button
          type="button"
          className="btn"
          disabled={busy}
          aria-describedby={`${inputId}-hint${error ? ` ${inputId}-error` : ''}`}
          onClick={() => input.current?.click()}
        >
          {busy ? 'Uploading…' : url ? 'Replace' : 'Upload'}
          <span className="visually-hidden"> {slot.label.toLowerCase()}</span>
        </button>
        {url && !slot.required && (
          <button type="button" className="btn btn--ghost" onClick={() => onChange(undefined)}>
            Remove<span className="visually-hidden"> {slot.label.toLowerCase()}</span>
          </button>
        )}
      </div>
    </li>
  );
}
