import { checkVisitGuestName } from '@orderly/domain';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link, Redirect } from 'wouter';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { FormAlert, TextField } from '../../../components/ui/text-field.tsx';
import { useCurrentUser } from '../../../features/auth/use-current-user.ts';
import { useRestaurant } from '../../../features/restaurant/components/restaurant-provider.tsx';
import { getTableTab, joinTableVisit } from '../../../features/table-tab/api/table-visits.ts';
import { forgetVisitToken, keepVisitToken, readVisitToken } from '../../../features/table-tab/visit-token.ts';
import { useArrivalFocus } from '../../../lib/arrival-focus.ts';
import { ApiError } from '../../../lib/client.ts';
import { useSession } from '../../../lib/session.ts';
import { useDocumentTitle } from '../../use-document-title.ts';
import styles from './table-route.module.css';

const connectionLost = 'Sorry, the connection was lost. Please try again.';

type Phase = 'checking' | 'asking' | 'joined';

/**
 * The table's link with tabs on (decision 0094): the guest joins the table's visit under a name
 * the others read on the tab. A token this browser still holds for the table is checked first: a
 * visit still open goes straight to the menu; a token that opens nothing is forgotten at once and
 * the guest joins again (a new visit, nothing of the last).
 */
export default function TableJoinRoute() {
  const { settings, menu } = useRestaurant();
  const session = useSession();
  const restaurantId = session.restaurantId ?? '';
  const locationId = session.locationId ?? '';
  const tableId = session.tableId ?? '';
  const tableNumber = menu.tables.find((table) => table.id === tableId)?.tableNumber ?? tableId;
  const account = useCurrentUser();
  const firstName = account.user?.name.trim().split(/\s+/)[0] ?? '';
  const [typed, setTyped] = useState<string | null>(null);
  const name = typed ?? firstName;
  const [phase, setPhase] = useState<Phase>(() =>
    readVisitToken(restaurantId, tableId) ? 'checking' : 'asking',
  );
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const heading = useArrivalFocus<HTMLHeadingElement>();
  useDocumentTitle(`Join table ${tableNumber} · ${settings.name}`);

  // A held token: still this table's open visit (to the menu), or over (forgotten, join again).
  useEffect(() => {
    const held = readVisitToken(restaurantId, tableId);
    if (!held) return;
    const controller = new AbortController();
    getTableTab(held, controller.signal).then(
      () => setPhase('joined'),
      (caught: unknown) => {
        if (controller.signal.aborted) return;
        if (caught instanceof ApiError && caught.status === 404) forgetVisitToken(restaurantId, tableId);
        setPhase('asking');
      },
    );
    return () => controller.abort();
  }, [restaurantId, tableId]);

  if (phase === 'joined') return <Redirect to="/menu" replace />;
  if (phase === 'checking')
    return (
      <div className={styles.center} aria-busy="true">
        <Spinner label="Opening the table's tab" />
      </div>
    );

  const join = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const checked = checkVisitGuestName(name);
    if ('error' in checked) {
      setError(checked.error);
      input.current?.focus();
      return;
    }
    setError(null);
    setSending(true);
    try {
      const held = readVisitToken(restaurantId, tableId);
      const joined = await joinTableVisit({
        restaurantId,
        locationId,
        tableId,
        name: checked.name,
        ...(held ? { visitToken: held } : {}),
      });
      keepVisitToken(restaurantId, tableId, joined.visitToken);
      setPhase('joined');
    } catch (caught) {
      setError(caught instanceof ApiError && caught.status !== 0 ? caught.message : connectionLost);
      setSending(false);
      input.current?.focus();
    }
  };

  return (
    <div className={styles.joinPage}>
      <form className={styles.joinCard} onSubmit={join} noValidate aria-labelledby="join-title">
        {settings.images.logo && (
          <img src={settings.images.logo} alt="" width={72} height={72} className={styles.logo} />
        )}
        <h1 id="join-title" className={styles.joinTitle} ref={heading} tabIndex={-1}>
          Join table {tableNumber}
        </h1>
        <p className={styles.lead}>
          Everyone at this table shares one tab. Tell the table your name: it shows next to each round you
          send.
        </p>
        <TextField
          ref={input}
          label="Your name"
          name="visit-name"
          autoComplete="given-name"
          value={name}
          onChange={(event) => {
            setTyped(event.target.value);
            if (error) setError(null);
          }}
          aria-invalid={error ? true : undefined}
          hint="Only the people at this table see it."
          data-testid="visit-name"
        />
        <FormAlert message={error} testId="join-error" />
        <Button type="submit" block disabled={sending} data-testid="join-table">
          {sending ? 'JOINING…' : 'JOIN TABLE'}
        </Button>
        <Link to="/menu" replace className={buttonClass('ghost', true)} data-testid="join-later">
          Just look at the menu
        </Link>
      </form>
    </div>
  );
}
