import {
  type LatLng,
  limits,
  messages,
  placeLine,
  stripRegionAndCountry,
  type UserProfile,
  validateDeliveryDetails,
} from '@orderly/domain';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert, TextField } from '../../../components/ui/text-field.tsx';
import { ApiError } from '../../../lib/client.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import type { PublicSettings } from '../../restaurant/api/get-location.ts';
import { getPlace, type Place, saveAddress, saveCourierAddress } from '../api/address-api.ts';
import { AddressCombobox } from './address-combobox.tsx';
import styles from './delivery-details-form.module.css';

/**
 * Delivery details (SPEC.md section 5): an address picked from the suggestions, inside the delivery
 * area unless the courier delivers, an apt number and instructions. The server is sent the picked
 * suggestion's placeId (none while the saved address stays) and keeps that place's address and
 * coordinates (decision 0068); the check here only answers sooner. With the courier, the address
 * is also saved in the courier's shape.
 */
export function DeliveryDetailsForm(props: {
  user: UserProfile;
  settings: PublicSettings;
  restaurantId: string;
  locationId: string;
  onSaved: () => void;
}) {
  const { user, settings } = props;
  const [address, setAddress] = useState(user.address ?? '');
  // The saved address (place null: kept as the server saved it) or a newly picked suggestion.
  const [picked, setPicked] = useState<{ line: string; latLng: LatLng; place: Place | null } | null>(
    user.address && user.latLng ? { line: user.address, latLng: user.latLng, place: null } : null,
  );
  const [aptNumber, setAptNumber] = useState(user.aptNumber ?? '');
  const [instructions, setInstructions] = useState(user.deliveryInstructions ?? '');
  const [error, setError] = useState<string | null>(null);
  const [picking, setPicking] = useState(false);
  const [saving, setSaving] = useState(false);

  const pick = async (placeId: string) => {
    setPicking(true);
    setError(null);
    try {
      const place = await getPlace(placeId);
      const line = placeLine(place);
      setPicked({ line, latLng: place.latLng, place });
      setAddress(stripRegionAndCountry(line));
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : messages.selectValidAddress);
    } finally {
      setPicking(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving || picking) return;
    const form = {
      address: picked?.line ?? address,
      latLng: picked?.latLng ?? null,
      fromSuggestion: picked !== null,
      aptNumber,
      deliveryInstructions: instructions,
    };
    const problem = validateDeliveryDetails(form, settings);
    if (problem) return setError(problem);
    setSaving(true);
    setError(null);
    try {
      await saveAddress({
        restaurantId: props.restaurantId,
        locationId: props.locationId,
        ...(picked?.place ? { placeId: picked.place.placeId } : {}),
        aptNumber,
        deliveryInstructions: instructions,
      });
      if (settings.courierEnabled && picked?.place) {
        const { place } = picked;
        await saveCourierAddress({
          street: place.address,
          city: place.city,
          state: place.province,
          zip_code: place.postalCode,
          unit: aptNumber.trim(),
        });
      }
      notifySuccess(messages.deliveryDetailsSaved);
      props.onSaved();
    } catch (caught) {
      setError(
        caught instanceof ApiError && caught.status === 400
          ? caught.message
          : messages.deliveryDetailsSaveFailed,
      );
      setSaving(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <AddressCombobox
        value={address}
        near={{ restaurantId: props.restaurantId, locationId: props.locationId }}
        picking={picking}
        onType={(value) => {
          setAddress(value);
          setPicked(null);
          setError(null);
        }}
        onPick={(suggestion) => void pick(suggestion.placeId)}
      />
      <TextField
        label="Apt / Suite (optional)"
        name="apt"
        autoComplete="address-line2"
        maxLength={limits.aptNumberMaxLength}
        value={aptNumber}
        onChange={(event) => setAptNumber(event.target.value)}
      />
      <div className={styles.field}>
        <label htmlFor="delivery-instructions" className={styles.label}>
          Delivery instructions (optional)
        </label>
        <textarea
          id="delivery-instructions"
          className={styles.textarea}
          rows={3}
          maxLength={limits.deliveryInstructionsMaxLength}
          placeholder="Buzzer code, side door, leave at reception…"
          value={instructions}
          onChange={(event) => setInstructions(event.target.value)}
          aria-describedby="delivery-instructions-count"
        />
        <span id="delivery-instructions-count" className={styles.counter}>
          {instructions.length}/{limits.deliveryInstructionsMaxLength}
        </span>
      </div>
      <FormAlert message={error} testId="delivery-error" />
      <Button type="submit" block disabled={saving || picking}>
        {saving ? 'SAVING...' : 'SAVE'}
      </Button>
    </form>
  );
}
