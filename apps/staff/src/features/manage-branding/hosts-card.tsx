import type { DataOf } from '@orderly/contract';
import { hostNameSchema, MAX_HOST_NAMES } from '@orderly/domain';
import { useBusyAction } from '@orderly/ui';
import { useState } from 'react';
import { FormSection } from '../manage/form-parts.tsx';
import { managePath, manageSend, messageOf, useManageData } from '../manage/manage-api.ts';
import { ErrorBanner } from '../manage/manage-page.tsx';

type Hosts = DataOf<'getHostNames'>;

/**
 * White-label addresses: host names that open this restaurant at `/` (its menu, or its location
 * picker), in its colours from the first paint. Each change saves at once.
 */
export function HostNamesCard({ restaurantId }: { restaurantId: string }) {
  const path = managePath(restaurantId, 'hosts');
  const loaded = useManageData<Hosts>(path);
  const [draft, setDraft] = useState('');
  const [status, setStatus] = useState('');
  const { busy, error, setError, run } = useBusyAction(messageOf);
  const hosts = loaded.data?.hosts ?? [];

  const save = (next: string[], done: string) =>
    run(async () => {
      const saved = await manageSend<Hosts>(path, 'PUT', { hosts: next });
      loaded.setData(saved);
      setStatus(done);
    });

  const add = async () => {
    const parsed = hostNameSchema.safeParse(draft);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Use a host name such as "order.example.com".');
      return;
    }
    if (hosts.includes(parsed.data)) {
      setError(`${parsed.data} is already listed.`);
      return;
    }
    if (await save([...hosts, parsed.data], `Added ${parsed.data}.`)) setDraft('');
  };

  return (
    <FormSection
      title="Your own web address"
      description="Give the ordering site your own address, such as order.yourrestaurant.com: visitors there get your menu (or your location picker) at the address itself, in your colours from the first moment. Point the name's DNS record at this server first."
    >
      <ErrorBanner message={loaded.error} />
      {hosts.length > 0 ? (
        <ul className="mlist bhosts" aria-label="Host names">
          {hosts.map((host) => (
            <li key={host} className="mrow">
              <div className="mrow__main">
                <p className="mrow__title">{host}</p>
                <p className="mrow__meta">
                  Opens your restaurant at <span className="bhosts__url">https://{host}/</span>
                </p>
              </div>
              <div className="mrow__actions">
                <button
                  type="button"
                  className="btn btn--danger"
                  disabled={busy}
                  aria-label={`Remove ${host}`}
                  onClick={() =>
                    void save(
                      hosts.filter((other) => other !== host),
                      `Removed ${host}.`,
                    )
                  }
                >
                  Remove
                </button>
              </div>
            </li>
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
        <div className={`mfield${error ? ' mfield--invalid' : ''}`}>
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
              aria-describedby={error ? 'host-name-error' : undefined}
              aria-invalid={error ? true : undefined}
              onChange={(event) => {
                setDraft(event.target.value);
                setError(null);
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
          {error && (
            <p className="mfield__error" id="host-name-error" role="alert">
              {error}
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
