/**
 * Why nobody more is put on a full waiting order of `most` callers (the rules refuse a longer
 * one). The bound comes with the refusal: this module is in the page's first script, and the
 * list's schema module, with zod, loads only with a trip's list.
 */
export const waitingFullText = (most: number) =>
  `a várólista megtelt (legfeljebb ${most} hívó): többen már nem férnek fel, mondd meg a hívónak, hogy most nincs hely`;

/** A failed request in words an organiser can act on; nothing was written in any of these cases. */
export function failureText(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  switch (code) {
    case 'permission-denied':
      return 'A szerver nem engedte a mentést: ez a cím nincs a szervezők között, vagy nincs megerősítve. Semmi nem változott.';
    case 'unavailable':
    case 'deadline-exceeded':
    case 'auth/network-request-failed':
      return 'Nincs kapcsolat a szerverrel. Semmi nem változott; próbáld újra, ha jobb a térerő.';
    case 'changed-meanwhile':
      return 'Közben egy másik szervező módosította ezt a túrát, ezért a mentésed nem íródott be. A túra most a friss állapotát mutatja: nézd meg, és ha kell, mentsd újra.';
    case 'waiting-full':
      return `A hívás nem került a listára: ${waitingFullText(Number((error as { most?: unknown }).most))}.`;
    case 'copy-stopped':
      return 'A másolás közben megakadt. Ami átmásolódott, az megmaradt; a többit újra felajánlom.';
    case 'already-exists':
      return 'Ezt a sorszámot közben valaki más foglalta el. Semmi nem változott; töltsd be újra az évadot, és próbáld újra.';
    case 'auth/invalid-email':
      return 'Ez nem érvényes e-mail-cím.';
    case 'auth/invalid-action-code':
    case 'auth/expired-action-code':
      return 'Ez a belépési link már nem érvényes. Kérj újat.';
    default:
      return 'Nem sikerült. Semmi nem változott; próbáld újra.';
  }
}

/** An event another organiser removed while this one looked at it: its card is gone. */
export const removedMeanwhileText = (event: { date: string; name: string }) =>
  `Közben egy másik szervező törölte ezt a túrát (${event.date} · ${event.name}). Lent, a Törölt események között visszaállíthatod.`;
