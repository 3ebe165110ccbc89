import {
  DEFAULT_DINER_NOTICES,
  DEFAULT_PUSH_NOTICES,
  DEFAULT_SMS_NOTICES,
  DINER_NOTICE_KINDS,
  type DinerNoticeKind,
  type DinerNoticeSettings,
  NOTICE_KIND_LABELS,
} from '@orderly/domain';
import { FormSection, Toggle } from '../manage/form-parts.tsx';

/** What each e-mail tells the diner, as the manager reads it beside its switch. */
const hints: Record<DinerNoticeKind, string> = {
  placed: 'When an order is placed: every item and amount, the time and how it was paid.',
  confirmed: 'When the kitchen confirms it, with the ready time.',
  late: 'When staff move its time later, with the new time.',
  ready: 'When a pickup order is done: the address and what to say at the counter.',
  outForDelivery: "When a delivery leaves, with the courier's tracking link.",
  cancelled: 'Why, the refund and the points given back.',
  refunded: 'When part of an online payment is given back.',
};

/**
 * Which e-mails diners get about their orders (decision 0084). Every one is on until turned off;
 * a diner can also turn all but the receipt off from the link in each e-mail.
 */
export function DinerNoticesSection({
  value,
  hintElsewhere,
  onChange,
}: {
  value: DinerNoticeSettings | undefined;
  /** Which locations set their own (their value applies there). */
  hintElsewhere: string | undefined;
  onChange: (next: DinerNoticeSettings) => void;
}) {
  // A value saved before a notice existed sends it (its default).
  const current = { ...DEFAULT_DINER_NOTICES, ...value };
  return (
    <FormSection
      title="Order e-mails to diners"
      description={
        hintElsewhere ??
        'Sent to the e-mail of a signed-in diner, in your name and colours. Diners can turn off all but the receipt.'
      }
    >
      <div className="mgrid mgrid--toggles">
        {DINER_NOTICE_KINDS.map((kind) => (
          <Toggle
            key={kind}
            label={NOTICE_KIND_LABELS[kind]}
            hint={hints[kind]}
            checked={current[kind]}
            onChange={(checked) => onChange({ ...current, [kind]: checked })}
          />
        ))}
      </div>
    </FormSection>
  );
}

/**
 * Which notices go by Web Push to diners who turn notifications on for an order (decision 0091):
 * by default the moments worth a tap on the shoulder; the receipt and a refund go by e-mail only.
 */
export function PushNoticesSection({
  value,
  hintElsewhere,
  onChange,
}: {
  value: DinerNoticeSettings | undefined;
  hintElsewhere: string | undefined;
  onChange: (next: DinerNoticeSettings) => void;
}) {
  const current = { ...DEFAULT_PUSH_NOTICES, ...value };
  return (
    <FormSection
      title="Push notifications to diners"
      description={
        hintElsewhere ??
        'Shown on the phone or computer of a diner who turned notifications on after ordering, signed in or from a tracking link.'
      }
    >
      <div className="mgrid mgrid--toggles">
        {DINER_NOTICE_KINDS.map((kind) => (
          <Toggle
            key={kind}
            label={NOTICE_KIND_LABELS[kind]}
            hint={hints[kind]}
            checked={current[kind]}
            onChange={(checked) => onChange({ ...current, [kind]: checked })}
          />
        ))}
      </div>
    </FormSection>
  );
}

/**
 * Which notices go by text message to diners who ticked "Text me updates about this order" at
 * checkout (decision 0095): by default the moments that change what the diner does next; the
 * receipt and a refund go by e-mail only. With every one off, the checkout asks for no texts.
 */
export function SmsNoticesSection({
  value,
  hintElsewhere,
  onChange,
}: {
  value: DinerNoticeSettings | undefined;
  hintElsewhere: string | undefined;
  onChange: (next: DinerNoticeSettings) => void;
}) {
  const current = { ...DEFAULT_SMS_NOTICES, ...value };
  return (
    <FormSection
      title="Text messages to diners"
      description={
        hintElsewhere ??
        'Sent in your name to the mobile number of a diner who ticked "Text me updates about this order" at checkout. Turn every one off and the checkout no longer offers texts.'
      }
    >
      <div className="mgrid mgrid--toggles">
        {DINER_NOTICE_KINDS.map((kind) => (
          <Toggle
            key={kind}
            label={NOTICE_KIND_LABELS[kind]}
            hint={hints[kind]}
            checked={current[kind]}
            onChange={(checked) => onChange({ ...current, [kind]: checked })}
          />
        ))}
      </div>
    </FormSection>
  );
}
