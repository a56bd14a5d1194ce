import { useState } from 'react';
import { pageUrl } from '../../data/site.ts';
import { iconProps } from './action-icons.tsx';

type Status = { kind: 'idle' } | { kind: 'copied' } | { kind: 'failed'; url: string };

/**
 * "Megosztás": the device's own share sheet where it has one (phones), the
 * clipboard otherwise (most desktops), with a visible, announced confirmation.
 */
export function ShareButton({
  title,
  text,
  url,
  page,
}: {
  title: string;
  text?: string;
  url?: string;
  /** The page's permanent address after the site's base (`2025/program3`), shared instead of the address bar's. */
  page?: string;
}) {
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  const onClick = async () => {
    const link = url ?? (page ? pageUrl(page) : window.location.href);
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

function ShareIcon() {
  return (
    <svg {...iconProps}>
      <circle cx="18" cy="5" r="3" />
      <circle cx="6" cy="12" r="3" />
      <circle cx="18" cy="19" r="3" />
      <path d="m8.6 13.5 6.8 4M15.4 6.5l-6.8 4" />
    </svg>
  );
}

function PrintIcon() {
  return (
    <svg {...iconProps}>
      <path d="M6 9V3h12v6M6 18H4a2 2 0 0 1-2-2v-5a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2v5a2 2 0 0 1-2 2h-2" />
      <rect x="6" y="14" width="12" height="7" />
    </svg>
  );
}
