import { pictureUrl } from './pictures.ts';

/**
 * The site's public address, for links that leave the page: calendar
 * entries, shared links and structured data. `VITE_SITE_URL` (set at build
 * time, see README) wins; without it the address the page was opened at.
 */
export function siteBaseUrl(): string {
  const configured: unknown = import.meta.env.VITE_SITE_URL;
  if (typeof configured === 'string' && /^https?:\/\//.test(configured)) {
    return configured.endsWith('/') ? configured : `${configured}/`;
  }
  return `${window.location.origin}${import.meta.env.BASE_URL}`;
}

/** `https://…/2025/program7/`: a page's path address, its own HTML file on the server. */
export function pageUrl(key: string): string {
  return `${siteBaseUrl()}${key}/`;
}

export function absolutePictureUrl(file: string): string {
  return new URL(pictureUrl(file), siteBaseUrl()).href;
}

/** Everything the structured data needs to write absolute addresses. */
export function siteUrls() {
  return { pageUrl, homeUrl: siteBaseUrl(), pictureUrl: absolutePictureUrl };
}
