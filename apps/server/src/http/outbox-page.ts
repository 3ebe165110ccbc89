/**
 * The development outbox as a page a person reads (`/dev/outbox` in a browser): each e-mail's
 * recipient, subject, time and text, newest first, and its HTML drawn in a sandboxed frame (no
 * scripts, no forms, its own opaque origin), so a mail's markup can never act on this page.
 */
export interface OutboxMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  createdAt: Date;
}

const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text safe inside an element or a quoted attribute. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => entities[character]!);

/** "2026-11-18 19:30:05 UTC": the same on every machine, to the second. */
const timeOf = (date: Date) => `${date.toISOString().slice(0, 19).replace('T', ' ')} UTC`;

function mailSection(mail: OutboxMail, index: number): string {
  const heading = `mail-${index}`;
  return `<article aria-labelledby="${heading}">
<h2 id="${heading}">${escapeHtml(mail.subject)}</h2>
<dl>
<dt>To</dt><dd>${escapeHtml(mail.to)}</dd>
<dt>Sent</dt><dd><time datetime="${mail.createdAt.toISOString()}">${timeOf(mail.createdAt)}</time></dd>
</dl>
<h3>Text</h3>
<pre>${escapeHtml(mail.text)}</pre>
${
  mail.html
    ? `<h3>HTML</h3>
<iframe sandbox="" referrerpolicy="no-referrer" loading="lazy" title="${escapeHtml(`HTML of “${mail.subject}”`)}" srcdoc="${escapeHtml(mail.html)}"></iframe>`
    : ''
}
</article>`;
}

/** A text the SMS sandbox kept (decision 0095). */
export interface OutboxText {
  id: string;
  to: string;
  body: string;
  createdAt: Date;
}

function textSection(text: OutboxText, index: number): string {
  const heading = `text-${index}`;
  return `<article aria-labelledby="${heading}" class="text">
<h3 id="${heading}">Text to ${escapeHtml(text.to)}</h3>
<dl>
<dt>Sent</dt><dd><time datetime="${text.createdAt.toISOString()}">${timeOf(text.createdAt)}</time></dd>
</dl>
<pre>${escapeHtml(text.body)}</pre>
</article>`;
}

/** The whole page; `to` is the recipient (an e-mail or a mobile number) it is narrowed to, if any. */
export function outboxPage(
  mails: readonly OutboxMail[],
  to: string | undefined,
  texts: readonly OutboxText[] = [],
): string {
  const filter = escapeHtml(to ?? '');
  const summary =
    mails.length === 0
      ? `<p>No e-mail${to ? ` to ${filter}` : ''} yet.</p>`
      : `<p>The ${mails.length} newest e-mail${mails.length === 1 ? '' : 's'}${to ? ` to ${filter}` : ''}, newest first. Kept here instead of being sent (no SMTP_URL); only this machine can read this page.</p>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Outbox: development e-mail and texts</title>
<style>
body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:60rem;padding:1rem;color:#1b1b1b;background:#fafafa}
article{background:#fff;border:1px solid #d0d0d0;border-radius:8px;padding:1rem;margin:1rem 0}
h1{font-size:1.5rem}h2{font-size:1.15rem;margin:0 0 .5rem}h3{font-size:1rem;margin:1rem 0 .25rem}
section>h2{font-size:1.3rem;margin:1.5rem 0 .5rem}article.text h3{margin:0 0 .5rem}
article.text pre{max-width:24rem;background:#e7f0ff}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:0}dt{font-weight:600}dd{margin:0;overflow-wrap:anywhere}
pre{white-space:pre-wrap;overflow-wrap:anywhere;background:#f3f3f3;padding:.75rem;border-radius:6px;margin:0}
iframe{width:100%;height:24rem;border:1px solid #d0d0d0;border-radius:6px;background:#fff}
form{display:flex;flex-wrap:wrap;gap:.5rem;align-items:end}label{display:flex;flex-direction:column;font-weight:600}
input{font:inherit;padding:.4rem .5rem;min-width:16rem}button{font:inherit;padding:.4rem 1rem}
</style>
</head>
<body>
<main>
<h1>Outbox</h1>
<form method="get" action="/dev/outbox">
<label for="outbox-to">Recipient's e-mail or mobile number (+16045551234)<input id="outbox-to" name="to" type="text" inputmode="email" autocomplete="off" value="${filter}"></label>
<button type="submit">Show</button>
${to ? '<a href="/dev/outbox">Show every recipient</a>' : ''}
</form>
<section aria-labelledby="texts-heading">
<h2 id="texts-heading">Text messages</h2>
${
  texts.length === 0
    ? `<p>No text message${to ? ` to ${filter}` : ''} yet.</p>`
    : `<p>The ${texts.length} newest text${texts.length === 1 ? '' : 's'}${to ? ` to ${filter}` : ''}, newest first. Kept here by the SMS sandbox instead of being sent (no TWILIO_ACCOUNT_SID).</p>
${texts.map(textSection).join('\n')}`
}
</section>
<section aria-label="E-mails">
${summary}
${mails.map(mailSection).join('\n')}
</section>
</main>
</body>
</html>
`;
}
