import { useEffect, useId, useRef, useState } from 'react';
import { messageOf } from '../manage/manage-api.ts';
import { useManaged } from '../manage/manage-context.ts';
import { acceptedPictures, uploadImage } from '../manage-branding/upload-image.ts';

/**
 * A product's or category's picture (issue 24): the restaurant's pictures as thumbnails to choose
 * from (not their file names), "No picture", and an upload through the same route and pipeline as
 * the branding's (checked, resized for its place, stored as WebP). An upload is chosen at once and
 * saved with the product or the menu.
 */
/**
 * What each picture shows, for its thumbnail's name (a screen reader cannot see it): the products
 * and categories that use it ("Picture of Midnight Shoyu Ramen").
 */
export function pictureNames(menu: {
  products: readonly { name: string; imageUrl?: string | null }[];
  categories: readonly { name: string; imageUrl?: string | null }[];
}): Map<string, string> {
  const names = new Map<string, string[]>();
  for (const { name, imageUrl } of [...menu.products, ...menu.categories]) {
    if (!imageUrl || !name.trim()) continue;
    names.set(imageUrl, [...(names.get(imageUrl) ?? []), name.trim()]);
  }
  return new Map([...names].map(([url, users]) => [url, users.slice(0, 2).join(', ')]));
}

export function PicturePicker({
  slot,
  value,
  pictures,
  names,
  onChange,
}: {
  /** Where it shows: the server sizes it for that place. */
  slot: 'product' | 'category';
  value: string | undefined;
  pictures: readonly string[];
  /** What each picture shows (pictureNames). */
  names: ReadonlyMap<string, string>;
  onChange: (url: string | undefined) => void;
}) {
  const { restaurantId } = useManaged();
  const id = useId();
  const file = useRef<HTMLInputElement>(null);
  const group = useRef<HTMLDivElement>(null);
  const [uploaded, setUploaded] = useState<string[]>([]);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const [focusUrl, setFocusUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!focusUrl) return;
    const radios = group.current?.querySelectorAll<HTMLInputElement>('input[type="radio"]') ?? [];
    [...radios].find((radio) => radio.value === focusUrl)?.focus();
    setFocusUrl(null);
  }, [focusUrl]);
  // The one it had when opened first, then this editor's uploads, then the rest: the thumbnails do
  // not move under the pointer as one is chosen.
  const [opened] = useState(value);
  const urls = [
    ...new Set([...(opened ? [opened] : []), ...uploaded, ...(value ? [value] : []), ...pictures]),
  ];
  const options = [
    { url: '', label: 'No picture' },
    ...urls.map((url, n) => ({
      url,
      label: uploaded.includes(url)
        ? `Picture ${n + 1} (uploaded now)`
        : names.has(url)
          ? `Picture of ${names.get(url)}`
          : `Picture ${n + 1}`,
    })),
  ];

  const upload = async (picked: File | undefined) => {
    if (!picked) return;
    setUploading(true);
    setError(null);
    setStatus('');
    try {
      const image = await uploadImage(restaurantId, slot, picked);
      setUploaded((current) => [image.url, ...current]);
      onChange(image.url);
      setStatus(`Uploaded and chosen (${image.width} × ${image.height}).`);
      // The next step is to look at it, or save: the chosen thumbnail takes the focus (once drawn).
      setFocusUrl(image.url);
    } catch (caught) {
      setError(messageOf(caught));
    } finally {
      setUploading(false);
      if (file.current) file.current.value = '';
    }
  };

  return (
    <fieldset className="mpictures" aria-describedby={`${id}-hint`}>
      <legend className="mfield__label">Picture</legend>
      <p className="mfield__hint" id={`${id}-hint`}>
        Choose one of the restaurant's pictures, or upload one: PNG, JPEG, WebP, GIF, AVIF or SVG up to 8 MB.
      </p>
      <div className="mpictures__grid" ref={group} data-testid={`${slot}-pictures`}>
        {options.map((option) => (
          <label key={option.url || 'none'} className="mpictures__item" title={option.label}>
            <input
              type="radio"
              className="mpictures__radio"
              name={`${id}-picture`}
              value={option.url}
              checked={(value ?? '') === option.url}
              onChange={() => onChange(option.url || undefined)}
            />
            {option.url ? (
              <img className="mpictures__thumb" src={option.url} alt="" loading="lazy" />
            ) : (
              <span className="mpictures__thumb mpictures__thumb--none" aria-hidden="true">
                None
              </span>
            )}
            <span className="visually-hidden">{option.label}</span>
          </label>
        ))}
      </div>
      <input
        ref={file}
        hidden
        type="file"
        accept={acceptedPictures}
        data-testid={`${slot}-picture-upload`}
        onChange={(event) => void upload(event.target.files?.[0])}
      />
      <div className="mpictures__actions">
        <button
          type="button"
          className="btn"
          disabled={uploading}
          aria-busy={uploading}
          onClick={() => file.current?.click()}
        >
          {uploading ? 'Uploading…' : 'Upload a picture'}
        </button>
        <span className="mnote" role="status">
          {status}
        </span>
      </div>
      {error && (
        <p className="mbanner mbanner--error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
