/** Pictures live in public/pictures; a missing one falls back to this. */
export const DEFAULT_PICTURE = 'default.svg';

export function pictureUrl(file: string): string {
  return `${import.meta.env.BASE_URL}pictures/${file}`;
}
