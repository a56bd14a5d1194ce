/**
 * A season's page of a trip key, `2025/program3`: the page's permanent address after the site's
 * base, and where the build's indexes keep that season's trip (`virtual:trip-index`). A module of
 * its own: the home page's first chunk holds the season rules, and needs none of this.
 */
export function seasonKey(season: number, key: string): string {
  return `${season}/${key}`;
}
