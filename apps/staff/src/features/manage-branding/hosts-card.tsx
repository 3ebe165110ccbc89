import type { DataOf } from '@orderly/contract';
import { hostNameSchema, MAX_HOST_NAMES } from '@orderly/domain';
import { useBusyAction } from '@orderly/ui';
import { useState } from 'react';
import { call } from '../../lib/client.tsx';
import { FormSection } from '../manage/form-parts.tsx';
import { messageOf, useManageCall } from '../manage/manage-api.ts';
import { ErrorBanner } from '../manage/manage-page.tsx';

type Hosts = DataOf<'getHostNames'>;
type HostEntry = Hosts['hosts'][number];

/** What the screen reader hears after a check: the host is live, or what it still lacks. */
export function checkOutcome(entry: HostEntry | undefined, host: string): string {
  if (!entry) return `${host} is no longer listed.`;
  if (entry.status === 'verified') return `${host} is live: it opens your restaurant.`;
  return `${host} is not verified yet. ${entry.problem ?? ''}`.trim();
}

/**
 * White-label addresses: host names that open this restaurant at `/` (its menu, or its location
 * picker), in its colours from the first paint. A host added is pending and opens nothing until
 * its owner publishes the DNS TXT record shown and presses Check now (decision 0065). Each change
 * saves at once.
 */
export function HostNamesCard({ restaurantId }: { restaurantId: string }) {
  const loaded = useManageCall('getHostNames', { params: { restaurantId } });
  const [draft, setDraft] = useState('');
  const [status, setStatus] = useState('');
  // Adding reports under its field; a row's actions above the list.
  const adding = useBusyAction(messageOf);
  const acting = useBusyAction(messageOf);
  const busy = adding.busy || acting.busy;
  const hosts = loaded.data?.hosts ?? [];
  const sandbox = loaded.data?.dns === 'sandbox';
  const names = hosts.map((entry) => entry.host);

  const save = (next: string[], done: string, action = acting) =>
    action.run(async () => {
      const saved = await call('saveHostNames', { params: { restaurantId }, body: { hosts: next } });
      loaded.setData(saved);
      setStatus(done);
    });

  const add = async () => {
    const parsed = hostNameSchema.safeParse(draft);
    if (!parsed.success) {
      adding.setError(parsed.error.issues[0]?.message ?? 'Use a host name such as "order.example.com".');
      return;
    }
    if (names.includes(parsed.data)) {
      adding.setError(`${parsed.data} is already listed.`);
      return;
    }
    const done = `Added ${parsed.data}: publish its DNS record, then check it.`;
    if (await save([...names, parsed.data], done, adding)) setDraft('');
  };

  const check = (host: string) =>
    acting.run(async () => {
      const checked = await call('checkHostName', { params: { restaurantId, host } });
      loaded.setData(checked);
      setStatus(
        checkOutcome(
          checked.hosts.find((entry) => entry.host === host),
          host,
        ),
      );
    });

  const publishInSandbox = (host: string) =>
    acting.run(async () => {
      const published = await call('publishSandboxHostRecord', { params: { restaurantId, host } });
      loaded.setData(published);
      setStatus(`Published ${host}'s record in the sandbox DNS: check it now.`);
    });

  return (
    <FormSection
      title="Your own web address"
      description="Give the ordering site your own address, such as order.yourrestaurant.com: visitors there get your menu (or your location picker) at the address itself, in your colours from the first moment. Add the name, prove it is yours with the DNS record shown, and point the name at this server."
    >
      <ErrorBanner message={loaded.error ?? acting.error} />
      {hosts.length > 0 ? (
        <ul className="mlist bhosts" aria-label="Host names">
          {hosts.map((entry) => (
            <HostRow
              key={entry.host}
              entry={entry}
              busy={busy}
              sandbox={sandbox}
              onCheck={() => void check(entry.host)}
              onPublish={() => void publishInSandbox(entry.host)}
              onRemove={() =>
                void save(
                  names.filter((other) => other !== entry.host),
                  `Removed ${entry.host}.`,
                )
              }
            />
          ))}
        </ul>
      ) : (
        !loaded.loading && (
          <p className="mnote">No address of your own yet: customers use the platform's links.</p>
        )
      )}
      <form
        className="bhosts__add"
        onSubmit={(event) => {
          event.preventDefault();
          void add();
        }}
      >
        <div className={`mfield${adding.error ? ' mfield--invalid' : ''}`}>
          <label className="mfield__label" htmlFor="host-name">
            Add a host name
          </label>
          <div className="bhosts__row">
            <input
              id="host-name"
              className="input"
              value={draft}
              placeholder="order.example.com"
              autoComplete="off"
              spellCheck={false}
              aria-describedby={adding.error ? 'host-name-error' : undefined}
              aria-invalid={adding.error ? true : undefined}
              onChange={(event) => {
                setDraft(event.target.value);
                adding.setError(null);
              }}
            />
            <button
              type="submit"
              className="btn btn--primary"
              disabled={busy || hosts.length >= MAX_HOST_NAMES}
            >
              Add
            </button>
          </div>
          {adding.error && (
            <p className="mfield__error" id="host-name-error" role="alert">
              {adding.error}
            </p>
          )}
        </div>
      </form>
      <p className="visually-hidden" role="status">
        {status}
      </p>
    </FormSection>
  );
}

interface HostRowProps {
  entry: HostEntry;
  busy: boolean;
  /** The server reads records from its sandbox DNS (development): offer to publish there. */
  sandbox: boolean;
  onCheck: () => void;
  onPublish: () => void;
  onRemove: () => void;
}

/** One host: live, or pending with the record to publish and what the last check found. */
function HostRow({ entry, busy, sandbox, onCheck, onPublish, onRemove }: HostRowProps) {
  const { host, record } = entry;
  const live = entry.status === 'verified';
  return (
    <li className={`mrow bhost${live ? '' : ' bhost--pending'}`} aria-label={host}>
      <div className="mrow__main">
        <p className="mrow__title">
          <span className="bhost__name">{host}</span>{' '}
          {live ? (
            <span className="mtag bhost__tag--live">Live</span>
          ) : (
            <span className="mtag mtag--off">Waiting for verification</span>
          )}
        </p>
        {live ? (
          <p className="mrow__meta">
            Opens your restaurant at <span className="bhosts__url">https://{host}/</span>
          </p>
        ) : (
          <>
            <p className="mrow__meta">
              Opens nothing yet. To prove the name is yours, add this record with its DNS provider, then press
              Check now:
            </p>
            <dl className="bhost__record" aria-label={`DNS record for ${host}`}>
              <div>
                <dt>Type</dt>
                <dd>
                  <code>{record.type}</code>
                </dd>
              </div>
              <div>
                <dt>Name</dt>
                <dd>
                  <code>{record.name}</code>
                  <CopyButton text={record.name} what={`the name for ${host}`} />
                </dd>
              </div>
              <div>
                <dt>Value</dt>
                <dd>
                  <code>{record.value}</code>
                  <CopyButton text={record.value} what={`the value for ${host}`} />
                </dd>
              </div>
            </dl>
            {entry.problem && (
              <p className="bhost__problem">
                <strong>Last check:</strong> {entry.problem}
              </p>
            )}
          </>
        )}
      </div>
      <div className="mrow__actions">
        {!live && (
          <button
            type="button"
            className="btn btn--primary"
            disabled={busy}
            aria-label={`Check now for ${host}`}
            onClick={onCheck}
          >
            Check now
          </button>
        )}
        {!live && sandbox && (
          <button
            type="button"
            className="btn"
            disabled={busy}
            aria-label={`Publish in the sandbox DNS for ${host}`}
            title="Development server: records are read from its sandbox DNS, not the internet's"
            onClick={onPublish}
          >
            Publish in the sandbox DNS
          </button>
        )}
        <button
          type="button"
          className="btn btn--danger"
          disabled={busy}
          aria-label={`Remove ${host}`}
          onClick={onRemove}
        >
          Remove
        </button>
      </div>
    </li>
  );
}

function CopyButton({ text, what }: { text: string; what: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <button
      type="button"
      className="btn btn--ghost bhost__copy"
      aria-label={`${copied ? 'Copied' : 'Copy'} ${what}`}
      onClick={() => {
        void navigator.clipboard?.writeText(text).then(
          () => setCopied(true),
          () => setCopied(false),
        );
      }}
    >
      {copied ? 'Copied' : 'Copy'}
    </button>
  );
}
