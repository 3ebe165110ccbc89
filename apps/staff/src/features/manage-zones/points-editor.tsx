import type { LatLng } from '@orderly/domain';
import { useEffect, useState } from 'react';
import { roundPoint } from './zone-draft.ts';

/**
 * An outline's points as numbers: the keyboard's way to draw and edit a zone. Each point has a
 * latitude and a longitude field; points can be inserted after any point (half-way to the next)
 * and removed.
 */
export function PointsEditor({
  label,
  outline,
  onChange,
}: {
  label: string;
  outline: LatLng[];
  onChange: (outline: LatLng[]) => void;
}) {
  const set = (index: number, point: LatLng) =>
    onChange(outline.map((old, at) => (at === index ? point : old)));
  const insertAfter = (index: number) => {
    const here = outline[index];
    const next = outline[(index + 1) % outline.length];
    if (!here || !next) return;
    const middle = roundPoint({ lat: (here.lat + next.lat) / 2, lng: (here.lng + next.lng) / 2 });
    onChange([...outline.slice(0, index + 1), middle, ...outline.slice(index + 1)]);
  };
  const remove = (index: number) => onChange(outline.filter((_, at) => at !== index));

  return (
    <table className="zone-points">
      <caption className="visually-hidden">Points of {label}, in order around the outline</caption>
      <thead>
        <tr>
          <th scope="col" className="zone-points__number">
            #
          </th>
          <th scope="col">Latitude</th>
          <th scope="col">Longitude</th>
          <th scope="col" className="zone-points__buttons">
            <span className="visually-hidden">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {outline.map((point, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a point is its place around the outline
          <tr key={index}>
            <th scope="row">{index + 1}</th>
            <td>
              <CoordinateInput
                label={`${label} point ${index + 1} latitude`}
                value={point.lat}
                onChange={(lat) => set(index, { ...point, lat })}
              />
            </td>
            <td>
              <CoordinateInput
                label={`${label} point ${index + 1} longitude`}
                value={point.lng}
                onChange={(lng) => set(index, { ...point, lng })}
              />
            </td>
            <td className="zone-points__actions">
              <button
                type="button"
                className="btn zone-points__icon"
                aria-label={`Add a point after point ${index + 1} of ${label}`}
                title="Add a point after this one"
                onClick={() => insertAfter(index)}
              >
                +
              </button>
              <button
                type="button"
                className="btn btn--danger zone-points__icon"
                aria-label={`Remove point ${index + 1} of ${label}`}
                title="Remove this point"
                onClick={() => remove(index)}
              >
                ×
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const coordinatePattern = /^\s*-?\d{1,3}(\.\d*)?\s*$/;

/** A latitude or longitude typed as text: kept as typed while it is half-written ("49." or "-"). */
function CoordinateInput({
  label,
  value,
  onChange,
}: {
  label: string;
  value: number;
  onChange: (value: number) => void;
}) {
  const [text, setText] = useState(String(value));
  useEffect(() => {
    setText((current) =>
      Number(current) === value && coordinatePattern.test(current) ? current : String(value),
    );
  }, [value]);
  return (
    <input
      className="input zone-points__input"
      aria-label={label}
      inputMode="decimal"
      autoComplete="off"
      value={text}
      onChange={(event) => {
        const typed = event.target.value;
        setText(typed);
        // Anything that is not a number reaches the form as NaN, which the form refuses to save.
        onChange(coordinatePattern.test(typed) ? Number(typed) : Number.NaN);
      }}
    />
  );
}
