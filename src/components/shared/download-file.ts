/**
 * Saves `text` as a file through a Blob and an object URL: works offline and
 * needs no server route. The URL is revoked a little later, because some
 * browsers (Safari) start reading it only after the click has returned.
 */
export function downloadFile(fileName: string, text: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

export const CALENDAR_MIME = 'text/calendar;charset=utf-8';
