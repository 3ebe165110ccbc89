import { loggedOutMessage, noRecentOrdersMessage, restaurantClosedMessage } from './first-load-messages.ts';

/**
 * Every user-facing text of the rules, exactly as SPEC.md sections 5 and 8 word them (only the
 * misspelling 'restuarant' is fixed). Texts marked "ours" are not in the spec: they cover limits
 * the spec states without a message (see docs/decisions.md).
 */
export { loggedOutMessage, noRecentOrdersMessage, restaurantClosedMessage } from './first-load-messages.ts';

export const messages = {
  /** Ours: a restaurant, location or table an address names that is not there. */
  restaurantUnknown: 'Sorry, we could not find that restaurant.',
  /** Ours. */
  tableUnknown: 'Sorry, we could not find that table.',
  // Login and registration
  emailEmpty: 'Email cannot be empty.',
  passwordEmpty: 'Password cannot be empty.',
  nameEmpty: 'Name cannot be empty.',
  phoneFormat: 'Incorrect Phone Number. Please enter format of 7783334444.',
  emailCheckEmpty: 'Email cannot be empty',
  passwordResetEmailEmpty: 'Email cannot be empty!',

  // Profile update
  profileNameTooLong: 'Name is too long',
  profilePhoneFormat: 'Incorrect Phone Number. Please enter format of 7783334444',

  // User details screen
  userDetailsNameEmpty: 'Sorry, name cannot be empty.',
  /** Ours. */
  userDetailsNameTooLong: 'Sorry, name must be 28 characters or less.',
  userDetailsPhoneNotNumber: 'Sorry, phone number must be a number.',
  userDetailsPhoneLength: 'Sorry, phone number must be 10 digits.',

  /** Ours. */
  specialRequestsTooLong: 'Sorry, special requests must be 128 characters or less.',
  /** Ours. */
  accessoryQuantity: 'Sorry, quantity must be between 0 and 50.',
  /** Ours. */
  productQuantity: 'Sorry, quantity must be between 1 and 50.',

  // Rewards
  rewardLogin: 'Please log in before redeeming rewards',
  rewardCountBelowOne: 'You must redeem 1 or more',
  rewardNegativeSubTotal: 'SubTotal cannot be negative',
  rewardFreeEmptyCart: 'Free Reward cannot be redeemed with empty cart',
  rewardDiscountEmptyCart: 'Discount cannot be redeemed with empty cart',
  rewardMaximum: 'You cannot redeem any more of this reward',
  rewardProductInvalid: 'Product is Invalid',
  rewardProductOutOfStock: 'Product is temporarily Out Of Stock',
  rewardNotEnoughPoints: 'Not Enough Points',
  rewardLoginToRedeem: 'Please log in to redeem rewards!',

  // Placing an order
  orderAlreadyPlacing: 'Your order is already being placed! Please wait.',
  restaurantClosed: restaurantClosedMessage,
  /** The earlier flow's wording of the same rule. */
  orderingClosed: 'Sorry, ordering is currently closed.',
  nameAndPhoneRequired: 'Name and phone number required to make order.',
  choosePickupOrDelivery: 'Please choose pickup or delivery.',
  deliveryClosed: 'Sorry, delivery is closed.',
  deliveryTimeOutsideHours: 'Please choose a delivery time within delivery hours.',
  deliveryAddressRequired: 'Address required to make delivery order.',
  courierError: 'Sorry, there was an error with delivery. Please try again.',
  choosePaymentMethod: 'Please choose a payment method.',
  addCard: 'Please add your credit / debit card.',
  emptyCart: 'Cannot place order with empty cart.',
  notAuthenticated: 'Not Authenticated',
  guestDineInOnly: 'Sorry, guest ordering is only available for dine-in.',

  // Promo codes
  promoInvalid: 'Sorry, that promo code is invalid.',
  promoInactive: 'Sorry, that promo code is inactive.',
  promoNotToday: 'Sorry, that promo code cannot be used today.',
  promoRedeemed: 'Promo code redeemed!',

  // Card
  cardNumberNotNumber: 'Card number must be a number.',
  cardNumberLength: 'Card number must be 16 digits.',
  expiryNotNumber: 'Expiry must be a number.',
  expiryLength: 'Expiry must be 4 digits.',
  cvcNotNumber: 'CVC must be a number.',
  cvcLength: 'CVC must be 3 digits.',
  postalCodeLength: 'Postal Code must be 6 characters.',
  postalCodeCharacters: 'Postal Code must be valid characters.',

  // Delivery details
  selectValidAddress: 'Please select a valid address.',
  outsideDeliveryArea: 'Sorry, your address is outside of our delivery area.',
  /** Ours. */
  aptNumberTooLong: 'Sorry, apartment number must be 10 characters or less.',
  /** Ours. */
  deliveryInstructionsTooLong: 'Sorry, delivery instructions must be 128 characters or less.',

  /** Ours. */
  tipNotOffered: 'Sorry, please choose one of the tip options.',
  /** A custom tip above its cap (issue 17): the subtotal, and $500 at most. */
  tipTooLarge: 'Sorry, a tip can be at most your subtotal, and no more than $500.00.',
  tipNotAmount: 'Please enter the tip as an amount, like 3.50.',
  /** Ours. */
  promoCodesDisabled: 'Sorry, promo codes are not available at this restaurant.',
  /** Ours: a parallel order of the same customer took the first-order discount first (issue 23). */
  firstOrderDiscountUsed:
    'Sorry, your first-order discount was just used by another order. Please check your cart and try again.',
  /** Ours: a parallel order of the same customer changed what this one costs (points, rewards). */
  orderChangedWhilePlacing:
    'Sorry, your order changed while it was being placed. Please check your cart and try again.',
  /** Issue 25: the chosen time's kitchen window filled up (capacity pacing). */
  timeFull: 'Sorry, that time is now full. Please choose another time.',
  /** Issue 25, busy mode: ASAP stopped, scheduled orders only (ours; SPEC has no sentence). */
  busyLaterOnly: 'Busy right now: ordering for later only',
  /** Ours: an ASAP order while busy mode stops ASAP. */
  busyAsapRefused: 'Sorry, we are busy right now and only take orders for later. Please choose a time.',
  /** Ours. */
  rewardsDisabled: 'Sorry, rewards are not available at this restaurant.',
  /** Ours. */
  commentsDisabled: 'Sorry, special requests are not available at this restaurant.',
  /** Ours. */
  dineInOrderingDisabled: 'Sorry, ordering from the table is not available at this restaurant.',

  // Product modifiers
  moreChoices: 'Sorry, you must select more choices.',
  tooManyChoices: 'Sorry, you have selected too many choices.',
  choiceSoldOut: 'Sorry, this option is sold out.',
  productSoldOut: 'Sorry, this product is sold out.',
  /** Ours. */
  choiceRepeated: 'Sorry, each option can only be chosen once.',

  // Requests
  customRequestEmpty: 'Custom request cannot be empty.',
  /** Ours. */
  customRequestTooLong: 'Sorry, custom request must be 100 characters or less.',
  requestWhileClosed: 'Sorry, the restaurant is closed.',

  // Section 8
  cardDeclined: 'Sorry, there was an error with your credit / debit card. Please try another card.',
  orderFailed: 'Sorry, we could not process your order. Please call the restaurant to make your order.',
  /** The network dropped before the server answered (issue 17): the same attempt can be sent again. */
  orderConnectionLost:
    'The connection was lost before your order was confirmed. Check your connection and press Place Order again: it is retried safely and will not be placed or charged twice.',
  courierRequestFailed: 'Sorry, error requesting delivery. Please try again later.',
  passwordResetFailed: 'Sorry, we could not reset your password.',
  userTokenInvalid: 'User Token not valid',
  cardSaveFailed: 'Sorry, we could not save your credit / debit card.',
  cardDeleteFailed: 'Error deleting card.',
  deliveryDetailsSaveFailed: 'Sorry, delivery details could not be saved.',
  accountDeleteFailed: 'Error deleting account.',
  requestFailed: 'Sorry, there was problem submitting your request.',
  orderProcessed: 'Your order has been processed!',
  requestConfirmed: 'Your request has been confirmed!',
  cardSaved: 'Credit / debit card saved!',
  cardDeleted: 'Credit / debit card deleted!',
  deliveryDetailsSaved: 'Delivery details saved!',
  userDetailsSaved: 'User details saved!',
  userAccountDeleted: 'User account deleted!',
  loggedOut: loggedOutMessage,
  emptyCartText: 'Cart is empty. Please add items from menu.',
  noRecentOrders: noRecentOrdersMessage,
  noOrdersYet: 'No orders yet.',
  loginToViewOrders: 'Please login to view orders.',
} as const;

export type MessageKey = keyof typeof messages;

/** 'Your subtotal must be greater than $15.00.' */
export function minOrderMessage(formattedMinimum: string): string {
  return `Your subtotal must be greater than ${formattedMinimum}.`;
}

/** Ours: a courier delivery's custom tip below the courier's 10% of the total (issue 24). */
export function tipBelowCourierMinimumMessage(formattedMinimum: string): string {
  return `Sorry, the tip for a courier delivery must be at least ${formattedMinimum} (10% of the total).`;
}

/** Ours: 'Sorry, Buttermilk Pancakes is not on the menu at this time.' */
export function notOnMenuMessage(productName: string): string {
  return `Sorry, ${productName} is not on the menu at this time.`;
}

/** 'Sorry, that promo can only be used once a week.' */
export function promoFrequencyMessage(frequency: string): string {
  return `Sorry, that promo can only be used once a ${frequency}.`;
}

export const successMessages = {
  passwordResetSent: (email: string) => `Password reset sent to ${email}!`,
  welcome: (email: string) => `Welcome ${email}!`,
  removed: (name: string) => `${name} removed!`,
  /**
   * Not in SPEC.md: the minus of a line of several takes one away and the line stays, so
   * '{name} removed!' would be untrue (decision 0070).
   */
  removedOne: (name: string, left: number) => `One ${name} removed, ${left} left.`,
  unredeemed: (name: string) => `${name} unredeemed!`,
  addedToCart: (name: string) => `${name} added to cart!`,
  redeemed: (name: string) => `${name} redeemed!`,
} as const;

/** Staff notification texts (SPEC.md section 8). */
export function newOrderNotification(input: {
  orderType: string;
  orderNumber: number | string;
  tableNumber?: string | null;
}): { title: string; body: string } {
  const body = input.tableNumber
    ? `Open to confirm order for table #${input.tableNumber}!`
    : `Open to confirm order #${input.orderNumber}!`;
  return { title: `New ${input.orderType} Order`, body };
}

export function newRequestNotification(tableNumber: string): { title: string; body: string } {
  return { title: 'New Dine-in Request', body: `Open the Staff App to confirm request for #${tableNumber}!` };
}

/**
 * The courier's error text: the first `field_errors` entry's error if present, otherwise the
 * generic courier failure message.
 */
export function courierErrorMessage(response: unknown): string {
  if (response && typeof response === 'object' && 'field_errors' in response) {
    const errors = (response as { field_errors: unknown }).field_errors;
    if (Array.isArray(errors)) {
      const first: unknown = errors[0];
      if (first && typeof first === 'object' && 'error' in first) {
        const text = (first as { error: unknown }).error;
        if (typeof text === 'string' && text.trim() !== '') return text;
      }
    }
  }
  return messages.courierRequestFailed;
}

/** What the customer reads when placing an order fails (SPEC.md section 8). */
export function orderFailureMessage(status: number, responseMessage?: string | null): string {
  if (status === 402) return messages.cardDeclined;
  if (responseMessage && responseMessage.trim() !== '') return responseMessage;
  return messages.orderFailed;
}

/** Issue 25, busy mode (ours; the words): what diners read before they order. */
export function busyReadyInMessage(minutes: number): string {
  return `Busy right now: ready in about ${minutes} min`;
}
