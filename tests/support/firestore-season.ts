/**
 * The events the e2e run's shared Firestore build was built with
 * (tests/support/e2e-global-setup.ts seeds them into the emulator before it builds):
 * the snapshot its home page and yearly program are prerendered from.
 */
import type { StoredDocument } from './firestore-handlers.ts';

/**
 * A season the bundled list does not have, so what shows can only have come from the emulator.
 * Names of the club's usual length: the next trip's takes two lines on phones and desktops alike,
 * which is what the loading placeholders reserve.
 */
export const season: StoredDocument[] = [
  {
    id: 'e1',
    data: {
      id: 1,
      date: '2025.02.22',
      name: 'Börzsöny: Nagy-Hideg-hegy, Csóványos',
      picture: 'default.svg',
      pdf: 'program11',
    },
  },
  {
    id: 'e2',
    data: {
      id: 2,
      date: '2025.03.15',
      name: 'Mátra: Kékestető, Sástó és Galyatető',
      picture: 'matra.svg',
      pdf: 'program6',
    },
  },
  {
    id: 'e3',
    data: {
      id: 3,
      date: '2025.04.05',
      name: 'Szlovák-karszt: Szádelő és Jászó',
      picture: 'szadelo.svg',
      pdf: 'program7',
    },
  },
  {
    id: 'e4',
    data: {
      id: 4,
      date: '2025.05.03',
      name: 'Szlovákia: a Lacnovszky-kanyon',
      picture: 'default.svg',
      pdf: 'program9',
    },
  },
  {
    id: 'e5',
    data: {
      id: 5,
      date: '2025.06.07',
      name: 'Pilis: Dobogókő és Pilisszentlászló',
      picture: 'default.svg',
      pdf: 'program12',
    },
  },
];
