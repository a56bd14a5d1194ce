/** Shown while a screen's data is on its way over a slow connection. */
export function PendingView() {
  return (
    <div className="pending" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <p>Betöltés…</p>
    </div>
  );
}
