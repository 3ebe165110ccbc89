import { messages } from '../messages.ts';
import { limits } from './limits.ts';
import { looksLikePhoneNumber, normalisePhone, phoneToSave } from './phone.ts';

/** Profile update: the trimmed name at most 18 characters; the phone 10 digits (`normalisePhone`). */
export function validateProfileUpdate(input: { name: string; phoneNumber: string }): string | null {
  if (input.name.trim().length > limits.profileNameMaxLength) return messages.profileNameTooLong;
  if (normalisePhone(input.phoneNumber) === null) return messages.profilePhoneFormat;
  return null;
}

/** User details screen: a name (max 28); unless dining in, a phone of exactly 10 digits. */
export function validateUserDetails(input: {
  name: string;
  phoneNumber: string;
  isDineIn: boolean;
}): string | null {
  const name = input.name.trim();
  if (name === '') return messages.userDetailsNameEmpty;
  if (name.length > limits.nameMaxLength) return messages.userDetailsNameTooLong;
  if (input.isDineIn) return null;
  // Written as phones autofill it ('(604) 555-1234', '+1 604-555-1234'): normalised, then checked.
  if (!looksLikePhoneNumber(input.phoneNumber)) return messages.userDetailsPhoneNotNumber;
  if (normalisePhone(input.phoneNumber) === null) return messages.userDetailsPhoneLength;
  return null;
}

/**
 * Saving user details (PUT /api/user_info and the screen that sends it): the screen's rules, then
 * the profile update's (a name of at most 18 characters, 'Name is too long'; a 10-digit phone
 * when one is given or needed).
 */
export function validateUserInfoChange(input: {
  name: string;
  phoneNumber: string;
  isDineIn: boolean;
}): string | null {
  const screen = validateUserDetails(input);
  if (screen) return screen;
  if (input.name.trim().length > limits.profileNameMaxLength) return messages.profileNameTooLong;
  if (!input.isDineIn || input.phoneNumber.trim() !== '')
    return validateProfileUpdate({ name: input.name, phoneNumber: input.phoneNumber });
  return null;
}

/** The saved form of user details: name trimmed, phone its ten digits (`phoneToSave`). */
export function normaliseUserDetails(input: { name: string; phoneNumber: string }): {
  name: string;
  phoneNumber: string;
} {
  return { name: input.name.trim(), phoneNumber: phoneToSave(input.phoneNumber) };
}
