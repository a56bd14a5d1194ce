import type { ReactNode } from 'react';

/** A failed load: says what happened and offers the way forward. */
export function LoadError({
  title,
  children,
  onRetry,
  retrying = false,
}: {
  title: string;
  children?: ReactNode;
  onRetry?: () => void;
  /** True while a retry is under way: the button says so instead of seeming dead. */
  retrying?: boolean;
}) {
  return (
    <div className="notice notice-error" role="alert">
      <p className="notice-title">{title}</p>
      {children}
      {onRetry ? (
        <button
          type="button"
          className="button"
          aria-disabled={retrying}
          onClick={() => {
            if (!retrying) onRetry();
          }}
        >
          {retrying ? 'Újra próbálkozom…' : 'Újrapróbálom'}
        </button>
      ) : null}
    </div>
  );
}

export function InfoNotice({ children }: { children: ReactNode }) {
  return (
    <div className="notice" role="status">
      {children}
    </div>
  );
}
