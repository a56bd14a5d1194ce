import { useState } from 'react';
import { PrintIcon, ShareIcon } from './action-icons';

type Status = { kind: 'idle' } | { kind: 'copied' } | { kind: 'failed'; url: string };

/**
 * "Megosztás": the device's own share sheet where it has one (phones), the
 * clipboard otherwise (most desktops), with a visible, announced confirmation.
 */
export function ShareButton({ title, text, url }: { title: string; text?: string; url?: string }) {
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  const onClick = async () => {
    const link = url ?? window.location.href;
    // Cleared first, so a second copy is announced again.
    setStatus({ kind: 'idle' });
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text, url: link });
        setStatus({ kind: 'idle' });
        return;
      } catch (error) {
        // The visitor closed the share sheet: nothing to say.
        if (error instanceof DOMException && error.name === 'AbortError') return;
        // Otherwise (e.g. not allowed here) fall through to the clipboard.
      }
    }
    try {
      await navigator.clipboard.writeText(link);
      setStatus({ kind: 'copied' });
    } catch {
      // No clipboard either (an old browser, or a page not served over https): show the link to copy by hand.
      setStatus({ kind: 'failed', url: link });
    }
  };

  return (
    <span className="action">
      <button type="button" className="button button-secondary button-action" onClick={() => void onClick()}>
        <ShareIcon />
        <span>Megosztás</span>
      </button>
      <span className="action-status" role="status">
        {status.kind === 'copied' ? 'A link a vágólapra került.' : null}
        {status.kind === 'failed' ? (
          <>
            Nem sikerült a vágólapra másolni. A link: <span className="action-link">{status.url}</span>
          </>
        ) : null}
      </span>
    </span>
  );
}

/** "Nyomtatás": the print view holds everything needed on the coach on at most two pages. */
export function PrintButton() {
  return (
    <button type="button" className="button button-secondary button-action" onClick={() => window.print()}>
      <PrintIcon />
      <span>Nyomtatás</span>
    </button>
  );
}
