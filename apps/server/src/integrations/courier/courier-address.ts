import { type CourierAddress, unitLabel } from '@orderly/domain';

/** The one-line address couriers take, e.g. '1055 W Georgia St Unit 1201, Vancouver, BC V6E 3P3'. */
export function courierAddressLine(address: CourierAddress): string {
  const unit = unitLabel(address.unit);
  const street = unit ? `${address.street} ${unit}` : address.street;
  return [street, address.city, `${address.state} ${address.zip_code}`.trim()]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
}
