/*
 * The card editor's outcome, for whoever opened it: a count of the cards saved on this page. An
 * opener notes the count when it opens the editor and compares once back; the saved card itself
 * reaches the account later (its refresh), so "was a card saved?" must not be read from the user.
 */
let saved = 0;

/** The card form saved a card. */
export function noteCardSaved(): void {
  saved += 1;
}

/** How many cards have been saved on this page so far. */
export function cardsSaved(): number {
  return saved;
}
