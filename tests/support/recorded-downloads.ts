import { beforeEach, vi } from 'vitest';

/** A file the app offered for download in jsdom: its name and its contents. */
export interface RecordedDownload {
  fileName: string;
  blob: Blob;
}

/**
 * jsdom has no object URLs and cannot follow a download link: each download the app starts
 * (a link to a blob, clicked) is recorded instead. Registers the file's hooks; call it at the top
 * of the file, and read the list it returns in the tests (emptied before each).
 */
export function recordDownloads(): RecordedDownload[] {
  const downloads: RecordedDownload[] = [];
  beforeEach(() => {
    downloads.length = 0;
    const blobs = new Map<string, Blob>();
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: vi.fn((blob: Blob) => {
          const url = `blob:test/${blobs.size}`;
          blobs.set(url, blob);
          return url;
        }),
        revokeObjectURL: vi.fn(),
      }),
    );
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push({ fileName: this.download, blob: blobs.get(this.href)! });
    });
    return () => void vi.unstubAllGlobals();
  });
  return downloads;
}
