import type { ReactNode } from 'react';

/** A failed load: says what happened and offers the way forward. */
export function LoadError({
  title,
  children,
  onRetry,
}: {
  title: string;
  children?: ReactNode;
  onRetry?: () => void;
}) {
  return (
    <div className="notice notice-error" role="alert">
      <p className="notice-title">{title}</p>
      {children}
      {onRetry ? (
        <button type="button" className="button" onClick={onRetry}>
          Újrapróbálom
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
