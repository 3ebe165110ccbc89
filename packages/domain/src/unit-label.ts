/**
 * The apartment line of a delivery address as every screen shows it (checkout, the kitchen card,
 * the ticket, the courier's address): 'Unit 1207'. Diners often type the word themselves ('Unit
 * 1207', 'apt 4B', 'Suite 300', '#12'): a word of their own is kept as typed (first letter raised)
 * rather than doubled ('Unit Unit 1207'), and a '#' alone becomes 'Unit'. Empty or blank: no line (null).
 */
const OWN_WORD = /^(unit|apt\.?|apartment|suite|ste\.?|penthouse|ph|room|rm\.?)(?=[\s#\d]|$)/i;

export function unitLabel(aptNumber: string | null | undefined): string | null {
  const typed = (aptNumber ?? '').trim().replace(/\s+/g, ' ');
  if (!typed) return null;
  const word = OWN_WORD.exec(typed)?.[0];
  if (word) {
    const rest = typed.slice(word.length).replace(/^[\s#]+/, '');
    const capitalised = word.charAt(0).toUpperCase() + word.slice(1);
    return rest ? `${capitalised} ${rest}` : capitalised;
  }
  const rest = typed.replace(/^#\s*/, '');
  return rest ? `Unit ${rest}` : null;
}
