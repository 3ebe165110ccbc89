import type { ReactNode } from 'react';

/**
 * A back-office page: its title with a lead under it and actions beside them (an Add button, a
 * picker), then the page's content. `top` goes above the title (a link back to a list).
 */
export function ManagePage({
  title,
  lead,
  actions,
  top,
  className,
  children,
}: {
  title: ReactNode;
  lead?: ReactNode;
  actions?: ReactNode;
  top?: ReactNode;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <div className={className ? `manage-page ${className}` : 'manage-page'}>
      {top}
      <header className="manage-page__head">
        <div>
          <h1>{title}</h1>
          {lead && <p className="manage-page__lead">{lead}</p>}
        </div>
        {actions}
      </header>
      {children}
    </div>
  );
}

/** What went wrong, announced to screen readers; nothing when nothing did. */
export function ErrorBanner({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p className="mbanner mbanner--error" role="alert">
      {message}
    </p>
  );
}

/**
 * A page whose data is not there yet: the page's title with why it could not load, or a line that
 * it is loading (no title yet, so a journey waiting for the title finds the page ready).
 */
export function PageNotReady({
  title,
  error,
  loading,
  top,
}: {
  title: ReactNode;
  error: string | null | undefined;
  loading: string;
  top?: ReactNode;
}) {
  if (!error) return <p className="mnote">{loading}</p>;
  return (
    <ManagePage title={title} top={top}>
      <ErrorBanner message={error} />
    </ManagePage>
  );
}
