import { createHash } from 'node:crypto';

/** The hash a Content-Security-Policy names to allow an inline script: `'sha256-…'`. */
export function cspHash(script: string): string {
  return `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
}
