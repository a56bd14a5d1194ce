/**
 * The 2026 program as the club would publish it (its records, as a season's
 * list or the Firestore collection holds them), for the tests of two
 * seasons (bundled in tests/content/seasons.test.tsx, in Firestore in
 * tests/component/firestore-seasons.test.tsx and tests/e2e/firestore.test.ts):
 * keys reused (program1, program3, program5, program11) and one new
 * (program40). program3 is announced before its 2026 trip file exists.
 */
import type { StoredEvent } from '../../schema/event.ts';

export const season2026 = [
  {
    id: 1,
    date: '2026.01.10',
    name: 'Újévi túra: Szilvásvárad és a Fátyol-vízesés',
    picture: 'szalajka.svg',
    pdf: 'program11',
  },
  {
    id: 2,
    date: '2026.01.24',
    name: 'Magas-Tátra: Ótátrafüred és a Tar-pataki-vízesések',
    picture: 'magas-tatra.svg',
    pdf: 'program1',
  },
  { id: 3, date: '2026.02.01', name: 'Bükk: Bánkút és a Bálvány', picture: 'bukk.svg', pdf: 'program3' },
  { id: 4, date: '2026.02.28', name: 'Diósgyőr és a Varbói-tó', picture: 'bukk.svg', pdf: 'program5' },
  {
    id: 5,
    date: '2026.03.21',
    name: 'Zemplén: a Megyer-hegyi tengerszem',
    picture: 'zemplen.svg',
    pdf: 'program40',
  },
] satisfies StoredEvent[];

export const [newYear2026, tatra2026, program3of2026] = season2026 as [StoredEvent, StoredEvent, StoredEvent];
