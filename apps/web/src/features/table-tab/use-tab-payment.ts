import {
  type Cents,
  checkTip,
  defaultTip,
  parseMoney,
  TAB_SPLIT_MAX_PARTS,
  tabMessages,
  tipAmount,
  tipOptions,
} from '@orderly/domain';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../lib/client.ts';
import { newIdempotencyKey } from '../../lib/idempotent-send.ts';
import { customTipProblem } from '../checkout/use-custom-tip.ts';
import {
  getTableTab,
  payTableTab,
  splitTableTab,
  type TableTab,
  type TabPaymentAnswer,
} from './api/table-visits.ts';
import { choiceAmount, keepChoiceValid, type PayChoice, type PayWhat, partOf } from './tab-part.ts';

export type PayMethod = 'online' | 'counter';
export type PayStage = 'idle' | 'splitting' | 'paying';

/** What the payer's phone says once the part is paid (the tab then says whether the counter took it). */
export type PaidPart = TabPaymentAnswer['payment'];

const CONNECTION_LOST = 'Sorry, the connection was lost. Please try again.';

const messageOf = (caught: unknown) =>
  caught instanceof ApiError && caught.status !== 0 ? caught.message : CONNECTION_LOST;

/** Refusals after which the tab on screen is out of date: someone else paid, split or sent a round. */
const STALE: string[] = [
  tabMessages.itemPaid,
  tabMessages.sharePaid,
  tabMessages.changed,
  tabMessages.splitOpen,
  tabMessages.itemInSplit,
  tabMessages.nothingOwed,
];

/**
 * The Pay section's state (decision 0097): what to pay (the whole, items picked, a share of an
 * even split, or starting one), how (the saved card with a tip, or the counter), the request under
 * one Idempotency-Key per attempt (a retry after a lost connection sends the same key, as checkout
 * does), and what the server answered. Every amount is the server's; the tip is previewed by the
 * checkout's rule and taken by the server's.
 */
export function useTabPayment(input: {
  tab: TableTab;
  token: string;
  settings: Parameters<typeof tipOptions>[0];
  signedIn: boolean;
  hasCard: boolean;
  /** The tab as the server answered it (a split, a payment, a refusal's refresh). */
  onTab: (tab: TableTab) => void;
}) {
  const { tab, token, settings, signedIn, hasCard, onTab } = input;
  const [chosen, setChoice] = useState<PayChoice>(() => ({
    what: tab.split ? 'share' : 'whole',
    picked: [],
    share: null,
  }));
  const choice = keepChoiceValid(tab, chosen);
  const [partsText, setPartsText] = useState('2');
  const [method, setMethod] = useState<PayMethod>(signedIn && hasCard ? 'online' : 'counter');
  const [tip, setTip] = useState(() => defaultTip(settings));
  const [customText, setCustomText] = useState('');
  const [stage, setStage] = useState<PayStage>('idle');
  const [error, setError] = useState<string | null>(null);
  const [paid, setPaid] = useState<PaidPart | null>(null);
  const [startedSplit, setStartedSplit] = useState<string | null>(null);
  const attempt = useRef<{ fingerprint: string; key: string } | null>(null);

  // Signing in (or saving a card) on the way makes the card the first choice.
  useEffect(() => {
    if (signedIn && hasCard) setMethod('online');
    if (!signedIn) setMethod('counter');
  }, [signedIn, hasCard]);

  const amount = choiceAmount(tab, choice);
  const byCard = method === 'online' && signedIn;
  const options = tipOptions(settings, 'Dine-in');
  const customTip = customText.trim() === '' ? null : parseMoney(customText);
  const customError = customTipProblem(customText, { subTotal: amount ?? 0, minimum: 0 });
  const tipCents: Cents = byCard
    ? tipAmount({
        totalBeforeTip: amount ?? 0,
        tip,
        customTip: customError ? null : customTip,
        paymentMethod: 'online',
        courierDelivery: false,
      })
    : 0;

  const choose = (what: PayWhat) => {
    setError(null);
    setChoice({ ...choice, what });
  };
  const togglePicked = (key: string) => {
    setError(null);
    const picked = choice.picked.includes(key)
      ? choice.picked.filter((entry) => entry !== key)
      : [...choice.picked, key];
    setChoice({ ...choice, what: 'items', picked });
  };
  const takeShare = (share: number) => {
    setError(null);
    setChoice({ ...choice, what: 'share', share });
  };

  /** A refusal in words, and the tab read again when the refusal says it changed under the diner. */
  const refuse = async (caught: unknown) => {
    const message = messageOf(caught);
    setError(message);
    if (STALE.includes(message))
      await getTableTab(token).then(
        (fresh) => onTab(fresh.tab),
        () => undefined,
      );
  };

  const split = async (): Promise<boolean> => {
    const parts = Number(partsText);
    if (!Number.isInteger(parts) || parts < 2 || parts > TAB_SPLIT_MAX_PARTS) {
      setError(tabMessages.splitParts);
      return false;
    }
    setStage('splitting');
    setError(null);
    try {
      const answer = await splitTableTab({ token, parts });
      onTab(answer.tab);
      setStartedSplit(answer.tab.split?.splitId ?? null);
      setChoice({ what: 'share', picked: choice.picked, share: null });
      return true;
    } catch (caught) {
      await refuse(caught);
      return false;
    } finally {
      setStage('idle');
    }
  };

  const pay = async (): Promise<boolean> => {
    const part = partOf(tab, choice);
    if (!part) {
      setError(choice.what === 'items' ? tabMessages.noItems : 'Choose what you pay first.');
      return false;
    }
    if (byCard) {
      const tipError =
        customError ??
        checkTip({
          settings,
          orderType: 'Dine-in',
          tip,
          customTip: customError ? null : customTip,
          amounts: { subTotal: amount ?? 0, totalBeforeTip: amount ?? 0 },
        });
      if (tipError) {
        setError(tipError);
        return false;
      }
    }
    const body = {
      token,
      part,
      method: byCard ? ('online' as const) : ('counter' as const),
      tip: byCard && customTip === null ? tip : 0,
      customTip: byCard ? customTip : null,
    };
    // The same part sent again (after a lost connection) keeps its key: it is paid at most once.
    const fingerprint = JSON.stringify(body);
    if (attempt.current?.fingerprint !== fingerprint)
      attempt.current = { fingerprint, key: newIdempotencyKey() };
    setStage('paying');
    setError(null);
    try {
      const answer = await payTableTab({ signedIn, body }, attempt.current.key);
      attempt.current = null;
      onTab(answer.tab);
      setPaid(answer.payment);
      setChoice({ what: answer.tab.split ? 'share' : 'whole', picked: [], share: null });
      setCustomText('');
      return true;
    } catch (caught) {
      // An answered attempt is settled; one the network lost is retried with the same key.
      if (!(caught instanceof ApiError && caught.status === 0)) attempt.current = null;
      await refuse(caught);
      return false;
    } finally {
      setStage('idle');
    }
  };

  return {
    choice,
    choose,
    togglePicked,
    takeShare,
    partsText,
    setPartsText,
    split,
    method: byCard ? ('online' as const) : ('counter' as const),
    setMethod,
    tip: {
      options,
      value: tip,
      onChange: (value: number) => {
        setTip(value);
        setCustomText('');
      },
      custom: {
        text: customText,
        active: customTip !== null && !customError,
        error: customError,
        onChange: setCustomText,
      },
    },
    amount,
    tipCents,
    stage,
    error,
    paid,
    /** The split this phone started (its shares are the next step). */
    startedSplit,
    dismissPaid: () => setPaid(null),
    pay,
  };
}

export type TabPayment = ReturnType<typeof useTabPayment>;
