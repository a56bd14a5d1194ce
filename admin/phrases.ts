/**
 * Decap CMS's Hungarian, completed and corrected for the club's volunteers:
 * decap-cms-locales' `hu` lacks the sign-in, sorting and notes phrases (Decap
 * shows them in English) and words a few others oddly ("Duplikált" for the
 * copy action, "Bejegyzés megtartása" for a save). The editor addresses the
 * volunteer formally, as trips/README.md does.
 */
import { hu } from 'decap-cms-locales';

type Phrases = { [key: string]: string | Phrases };

const CHANGES: Phrases = {
  auth: {
    login: 'Bejelentkezés',
    loggingIn: 'Bejelentkezés…',
    loginWithGitHub: 'Bejelentkezés GitHub-fiókkal',
  },
  app: {
    app: {
      errorHeader: 'A szerkesztő beállítása hibás',
      configErrors: 'Beállítási hibák',
      checkConfigYml: 'Szóljon a honlap karbantartójának (admin/editor-config.ts).',
      loadingConfig: 'A szerkesztő betöltése…',
      waitingBackend: 'Kapcsolódás a tárolóhoz…',
    },
  },
  collection: {
    sidebar: { allCollections: 'Minden gyűjtemény', searchIn: 'Keresés itt:' },
    collectionTop: {
      // The locale's full-width plus sign is missing from common fonts: it shows as an empty box.
      newButton: 'Új %{collectionLabel}',
      sortBy: 'Rendezés',
      viewAsList: 'Lista nézet',
      viewAsGrid: 'Rács nézet',
      ascending: 'Növekvő',
      descending: 'Csökkenő',
      searchResults: 'Találatok erre: „%{searchTerm}”',
      searchResultsInCollection: 'Találatok erre: „%{searchTerm}” itt: %{collection}',
      filterBy: 'Szűrés',
      groupBy: 'Csoportosítás',
    },
    entries: { noEntries: 'Nincs bejegyzés', unpublishedHeader: 'Még nem közzétett bejegyzések' },
    groups: { other: 'Egyéb', negateLabel: 'Nem %{label}' },
    defaultFields: { author: { label: 'Szerző' }, updatedOn: { label: 'Módosítva' } },
  },
  editor: {
    // The locale says "publikál", tutoies and misspells; the toolbar says Közzététel.
    editor: {
      onLeavePage: 'Biztosan elhagyja az oldalt? A nem mentett változtatások elvesznek.',
      onUpdatingWithUnsavedChanges:
        'Nem mentett változtatások vannak: mentse őket, mielőtt az állapotot átállítja.',
      onPublishingNotReady: 'Közzététel előtt állítsa az állapotot „Kész”-re.',
      onPublishingWithUnsavedChanges: 'Nem mentett változtatások vannak: mentse őket a közzététel előtt.',
      onPublishing: 'Közzéteszi ezt a bejegyzést?',
      onUnpublishing: 'Visszavonja ennek a bejegyzésnek a közzétételét?',
      onDeleteWithUnsavedChanges: 'Törli ezt a közzétett bejegyzést, a nem mentett változtatásokkal együtt?',
      onDeletePublishedEntry: 'Törli ezt a közzétett bejegyzést?',
      onDeleteUnpublishedChanges: 'A bejegyzés minden nem közzétett változtatása elvész. Folytatja?',
    },
    editorControl: { field: { widgetLabel: '%{widgetLabel} mező' } },
    editorControlPane: {
      widget: {
        // The content check's words for a field left out (content-check/zod-messages.ts).
        required: '%{fieldLabel}: hiányzik ez a kötelező mező.',
        rangeCount: '%{fieldLabel}: %{minCount}–%{maxCount} elem kell.',
        rangeCountExact: '%{fieldLabel}: pontosan %{count} elem kell.',
        rangeMin: '%{fieldLabel}: legalább %{minCount} elem kell.',
        rangeMax: '%{fieldLabel}: legfeljebb %{maxCount} elem lehet.',
      },
    },
    editorInterface: {
      togglePreview: 'Előnézet be/ki',
      toggleScrollSync: 'Együtt görgetés',
      toggleNotes: 'Megjegyzések be/ki',
      toggleI18n: 'Nyelvek be/ki',
    },
    editorNotesPane: {
      title: 'Megjegyzések',
      emptyState: 'Még nincs megjegyzés. Írja be lent az elsőt.',
      addNote: 'Megjegyzés hozzáadása',
      addPlaceholder: 'Megjegyzés…',
      editPlaceholder: 'A megjegyzés szövege…',
      save: 'Mentés',
      cancel: 'Mégse',
      edit: 'Szerkesztés',
      delete: 'Törlés',
      resolve: 'Megoldva',
      unresolve: 'Újranyitás',
      confirmDelete: 'Biztosan törli ezt a megjegyzést?',
      shortcut: 'Tipp: Ctrl+Enter gyorsan hozzáadja',
    },
    editorToolbar: {
      backCollection: ' Vissza: %{collectionLabel}',
      unsavedChanges: 'Nem mentett változtatások',
      changesSaved: 'Változtatások elmentve',
      duplicate: 'Másolat készítése',
      // The locale writes it with ö.
      deployPreviewPendingButtonLabel: 'Előnézet ellenőrzése',
      status: 'Állapot: %{status}',
      deletePublishedEntry: 'Bejegyzés törlése',
      deleteUnpublishedChanges: 'Nem közzétett változtatások elvetése',
      deleteUnpublishedEntry: 'Nem közzétett bejegyzés törlése',
      statusInfoTooltipDraft:
        'A bejegyzés piszkozat. Ha kész, állítsa „Felülvizsgálat alatt” állapotba: a karbantartó ekkor nézi át.',
      statusInfoTooltipInReview: 'A bejegyzést átnézik; közben még módosíthat rajta.',
    },
    editorWidgets: { object: { expand: 'Kinyitás', collapse: 'Becsukás' } },
  },
  ui: {
    default: { goBackToSite: 'Vissza a honlapra' },
    settingsDropdown: { account: 'Fiók' },
    toast: {
      onFailToPersist: 'Nem mentettem el. %{details}',
      missingRequiredField: 'Egy kötelező mező üres: töltse ki, mielőtt ment.',
      entrySaved: 'Elmentve.',
      onLoggedOut: 'Kijelentkeztette a rendszer: mentse ki, amit írt, és jelentkezzen be újra.',
      onBackendDown: 'A tároló most nem érhető el; részletek: %{details}',
      entryPublished: 'Közzétéve.',
      onFailToPublishEntry: 'Nem sikerült közzétenni: %{details}',
      onDeleteUnpublishedChanges: 'A nem közzétett változtatások törölve.',
    },
  },
  workflow: {
    // The date of a card in figures: the month's name would come in English.
    workflow: { workflowHeading: 'Munkafolyamat', newPost: 'Új bejegyzés', dateFormat: 'MM.DD.' },
    workflowCard: {
      publishChanges: 'Változtatások közzététele',
      publishNewEntry: 'Új bejegyzés közzététele',
    },
    workflowList: {
      // A number takes the singular in Hungarian: 3 bejegyzés.
      currentEntries: '%{smart_count} bejegyzés |||| %{smart_count} bejegyzés',
      inReviewHeader: 'Felülvizsgálat',
    },
  },
};

function merged(base: Phrases, changes: Phrases): Phrases {
  const result: Phrases = { ...base };
  for (const [key, value] of Object.entries(changes)) {
    const current = result[key];
    result[key] = typeof value === 'object' && typeof current === 'object' ? merged(current, value) : value;
  }
  return result;
}

/**
 * Decap's "publish": on the site, merging the pull request, which deploys; on a
 * volunteer's own machine (the local backend), writing the file in the checkout.
 */
const PUBLISH_WORDS = {
  site: {
    publish: 'Közzététel',
    publishNow: 'Közzététel most',
    publishing: 'Közzététel…',
    published: 'Közzétéve',
    publishAndCreateNew: 'Közzététel és új',
    publishAndDuplicate: 'Közzététel és másolat készítése',
  },
  ownMachine: {
    publish: 'Mentés',
    publishNow: 'Mentés a fájlba',
    publishing: 'Mentés…',
    published: 'Elmentve',
    publishAndCreateNew: 'Mentés és új',
    publishAndDuplicate: 'Mentés és másolat készítése',
  },
};

/** The phrases the editor registers as `hu`, on the site or on a volunteer's own machine. */
export function editorPhrases(where: keyof typeof PUBLISH_WORDS): Phrases {
  return merged(merged(hu as Phrases, CHANGES), { editor: { editorToolbar: PUBLISH_WORDS[where] } });
}
