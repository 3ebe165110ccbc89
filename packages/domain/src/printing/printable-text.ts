import anyAscii from 'any-ascii';

/**
 * Text as a receipt printer's code page can print it: every character outside plain ASCII becomes
 * its nearest readable form (é → e, ñ → n, ß → ss, “ ” → ", an emoji its name between colons:
 * 🍕 → :pizza:), never the garbage a printer makes of UTF-8 bytes. Control characters (a pasted tab
 * or line break inside a name) become spaces, so nothing a diner types can send a printer command.
 * The transliteration is the `any-ascii` library's (pinned; its tables cover every Unicode block).
 */
export function printableText(text: string): string {
  let printable = '';
  for (const character of anyAscii(text)) {
    const code = character.charCodeAt(0);
    printable += code < 0x20 || code === 0x7f ? ' ' : character;
  }
  return printable;
}
