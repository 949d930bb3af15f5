// The interface texts only the admin areas and the server's rules show, in the groups of messages.ts: kept out of
// the browser entry, which every public page loads at start (issue 30). catalogue.ts joins them with messages.ts.
// Every text is the spec's, verbatim, and typed once; entries marked "Not in the spec" cover rules the server must
// enforce although the spec shows no text for them.

import type { UploadKind } from './constants.js';

const megabytes = (bytes: number) => {
  const value = bytes / (1024 * 1024);
  return `${Number.isInteger(value) ? value : value.toFixed(1)} MB`;
};

export const adminMessages = {
  login: {
    validation: {
      // Not in the spec: the form relies on the browser's `required`, the server needs a text.
      usernameOrEmailRequired: 'Ju lutem shkruani email-in ose emrin e përdoruesit.',
      passwordRequired: 'Ju lutem shkruani fjalëkalimin.',
    },
  },

  storageGuard: {
    marketIdMissing: 'Market ID nuk është i ruajtur në localStorage.',
    userIdMissing: 'User ID nuk është i ruajtur në localStorage.',
    flyerMarketIdMissing: 'Market ID nuk u gjet në localStorage.',
    storePointMarketIdMissing: 'Nuk gjendet marketId në localStorage.',
    marketCitiesUserMissing: 'Përdoruesi nuk është i kyçur.',
  },

  generic: {
    somethingWentWrongEn: 'Something went wrong. Please try again.',
    createError: 'Error creating user/location/ad/job. Please check the console for details.',
  },

  markets: {
    createSuccess: 'Market created successfully!',
    createUnexpectedStatus: 'Something went wrong. Please try again.',
    createError: 'Error creating project. Please check the console for details.',
    deactivateSuccess: 'Market deleted successfully!',
    deactivateFailure: 'Failed to delete the market. Please try again.',
    // Not in the spec: the edit screen's success text (in English like the create text) and the deactivation question.
    updateSuccess: 'Market updated successfully!',
    deactivateConfirm: 'Jeni i sigurt që doni të deaktivizoni këtë market? Ofertat, volantinot dhe administratorët e tij çaktivizohen gjithashtu.',
    dataLoadFailure: 'Failed to load market data. Please try again.',
    // Not in the spec: two active markets may not share a name.
    duplicate: (name: string) => `Marketi "${name}" ekziston tashmë.`,
    validation: {
      // Not in the spec: the form does not mark the name required, but the server must not store a nameless market.
      nameRequired: 'Emri i marketit kërkohet.',
    },
  },

  marketCities: {
    validation: {
      locationRequired: 'Zgjidh të paktën një lokacion.',
    },
    // Not in the spec: the save message of the market admin's cities form.
    updateSuccess: 'Qytetet e marketit u përditësuan me sukses!',
  },

  users: {
    deactivateSuccess: 'User deactivated successfully!',
    deactivateFailure: 'Failed to deactive the user. Please try again.',
    // Not in the spec: the super-admin user screens' other texts (in English like the deactivation texts).
    createSuccess: 'User created successfully!',
    updateSuccess: 'User updated successfully!',
    deactivateConfirm: 'Jeni i sigurt që doni të deaktivizoni këtë përdorues?',
    loadFailure: 'Gabim gjatë marrjes së përdoruesve.',
    // Not in the spec: server answers of the users endpoints.
    notFound: 'Përdoruesi nuk u gjet.',
    emailTaken: 'Ky email përdoret tashmë nga një përdorues tjetër.',
    marketUnknown: 'Marketi i zgjedhur nuk ekziston.',
    marketInactive: 'Marketi i zgjedhur është çaktivizuar. Zgjidhni një market aktiv.',
    cannotDeactivateSelf: 'Nuk mund të çaktivizoni llogarinë tuaj.',
    cannotDropOwnRole: 'Nuk mund të hiqni rolin e super administratorit nga llogaria juaj.',
    validation: {
      // Not in the spec (the super-admin user form has no client validation).
      nameRequired: 'Emri i përdoruesit kërkohet.',
      emailRequired: 'Email-i kërkohet.',
      emailInvalid: 'Email-i nuk është i vlefshëm.',
      phoneInvalid: 'Numri i telefonit nuk është i vlefshëm.',
      roleInvalid: 'Roli duhet të jetë ROLE_ADMIN ose ROLE_SUPER_ADMIN.',
      passwordRequired: 'Fjalëkalimi kërkohet.',
      passwordTooShort: 'Fjalëkalimi duhet të ketë të paktën 12 karaktere.',
      passwordTooSimple: 'Fjalëkalimi është shumë i thjeshtë: përdorni të paktën 5 karaktere të ndryshme.',
      // Sent by the server, which holds the list of common passwords.
      passwordCommon: 'Ky fjalëkalim është ndër më të përdorurit dhe gjendet lehtë. Zgjidhni një tjetër.',
      // The hint under the password field of the user forms.
      passwordHint: 'Të paktën 12 karaktere, jo një fjalëkalim i zakonshëm.',
    },
  },

  categories: {
    loadFailure: 'Gabim gjatë marrjes së kategorive.',
    // Not in the spec: the success texts of the super-admin category screens.
    createSuccess: 'Kategoria u shtua me sukses!',
    updateSuccess: 'Kategoria u përditësua me sukses!',
    // Not in the spec: server answers for an unknown id and a repeated name.
    notFound: 'Kategoria nuk u gjet.',
    duplicate: (name: string) => `Kategoria "${name}" ekziston tashmë.`,
    validation: {
      // Not in the spec.
      nameRequired: 'Emri i kategorisë kërkohet.',
    },
  },

  locations: {
    // Not in the spec: the success text of the super-admin add-city screen.
    createSuccess: 'Qyteti u shtua me sukses!',
    // Not in the spec: server answers for a repeated city name and for city ids that do not exist.
    duplicate: (name: string) => `Qyteti "${name}" ekziston tashmë.`,
    unknown: 'Një ose më shumë nga qytetet e zgjedhura nuk ekzistojnë.',
    validation: {
      // Not in the spec.
      nameRequired: 'Emri i qytetit kërkohet.',
    },
  },

  products: {
    // Not in the spec: server answer for an unknown id.
    notFound: 'Produkti nuk u gjet.',
    // Not in the spec: save messages of the product forms (the spec only says they are shown).
    createSuccess: 'Produkti u shtua me sukses!',
    updateSuccess: 'Produkti u përditësua me sukses!',
    loadFailure: 'Gabim gjatë marrjes së produkteve.',
    validation: {
      // Not in the spec: the quantity correction of COMPARISON.md §1.
      quantityAmountInvalid: 'Sasia duhet të jetë një numër më i madh se 0 (me njësinë e saj).',
      quantityUnitInvalid: 'Njësia e sasisë duhet të jetë kg, l ose copë.',
      nameRequired: 'Emri i produktit kërkohet.',
      unitRequired: 'Njësia e produktit kërkohet.',
      categoryRequired: 'Zgjidhni një kategori.',
      imageRequired: 'Zgjidhni një foto për produktin.',
      // Not in the spec ("the image accepts image files only" has no text).
      imageNotImage: 'Foto e produktit duhet të jetë një imazh (JPG, PNG, WebP ose GIF).',
      // Not in the spec.
      currentPriceInvalid: 'Çmimi aktual duhet të jetë një numër i vlefshëm.',
      // Not in the spec: the links of IDENTITY.md §2.
      linkedNotGlobal: 'Produkti i lidhur duhet të jetë një produkt global.',
      linkedQuantityDiffers: (productName: string) => `Sasia e këtij produkti nuk është ajo e "${productName}", prandaj nuk lidhen.`,
      globalNotLinked: 'Një produkt global nuk lidhet me një produkt tjetër.',
    },
    // IDENTITY.md §1 says only that a second global product with a barcode is refused naming the first.
    barcodeTaken: (productName: string) => `Ky barkod i përket tashmë produktit "${productName}".`,
    // Not in the spec: the duplicates and merge of IDENTITY.md §4.
    duplicates: {
      sameProduct: 'Zgjidhni dy produkte të ndryshme.',
      differentMarkets: 'Produktet e dy marketeve të ndryshme nuk bashkohen: lidhini të dy me të njëjtin produkt global.',
      globalIntoMarket: 'Një produkt global nuk bashkohet në produktin e një marketi: bashkoni produktin e marketit në atë global.',
      sameOffer: (offerCount: number) =>
        `Të dy produktet janë në ${offerCount === 1 ? 'të njëjtën ofertë' : `${offerCount} oferta të njëjta`}: hiqni njërin prej tyre nga oferta para se t'i bashkoni.`,
      // The super admin's "Dyfishime" screen (IDENTITY.md §5).
      loadFailure: 'Gabim gjatë marrjes së produkteve të dyfishta.',
      empty: 'Asnjë produkt i dyfishtë për të shqyrtuar.',
      mergeSuccess: 'Produktet u bashkuan me sukses!',
      mergeFailure: 'Gabim gjatë bashkimit të produkteve.',
      dismissSuccess: 'Çifti u hoq nga lista: nuk do të shfaqet më.',
      dismissFailure: 'Gabim gjatë heqjes së çiftit nga lista.',
    },
  },

  offers: {
    notFound: 'Oferta nuk u gjet.',
    /** Followed by the server message or the error message. */
    saveErrorPrefix: 'Gabim gjatë krijimit/përditësimit të ofertës: ',
    deleteConfirm: 'Jeni i sigurt që doni të fshini këtë ofertë?',
    // Not in the spec: the success texts of the offer screens (the spec only says a message is shown).
    createSuccess: 'Oferta u krijua me sukses!',
    updateSuccess: 'Oferta u përditësua me sukses!',
    deleteSuccess: 'Oferta u fshi me sukses!',
    expired: 'Skaduar',
    // Not in the spec: importing an offer's products from a spreadsheet (issue 16).
    import: {
      button: 'Importo nga Excel/CSV',
      template: 'Shkarko shabllonin',
      unreadableFile: 'Skedari nuk mund të lexohet. Përdorni një skedar CSV ose XLSX.',
      emptyFile: 'Skedari nuk ka rreshta me produkte.',
      missingColumns: (columns: string) => `Skedari duhet të ketë kolonat: ${columns}.`,
      unknownProduct: 'Produkti nuk u gjet në produktet e marketit ose ato globale.',
      ambiguousProduct: 'Më shumë se një produkt ka këtë emër: shkruani ID-në e produktit.',
      rowLabel: (row: number) => `Rreshti ${row}`,
      accept: (count: number) => `Shto ${count} produkte në ofertë`,
      summary: (accepted: number, refused: number) => `${accepted} rreshta gati, ${refused} me probleme.`,
      previewTitle: 'Produktet nga skedari',
      rowsLabel: 'Rreshtat e skedarit',
      ready: 'Gati',
    },
    // Not in the spec: the price sanity check before a save (issue 16).
    priceCheck: {
      title: 'Çmime të pazakonta',
      intro: 'Këto çmime duken të pazakonta. Kontrolloni që nuk ka gabim shkrimi:',
      belowMedian: (newPrice: string, median: string) =>
        `çmimi i ri ${newPrice} është më pak se një e treta e çmimit të zakonshëm (${median}).`,
      aboveMedian: (newPrice: string, median: string) =>
        `çmimi i ri ${newPrice} është më shumë se trefishi i çmimit të zakonshëm (${median}).`,
      bigDiscount: (percent: number, limit: number) => `zbritja është ${percent}%, mbi ${limit}%.`,
      confirm: 'Ruaj gjithsesi',
      cancel: 'Kthehu te forma',
    },
    /** Rules 1–7 of spec section 5, in their order, then the rules the spec states without a text. */
    validation: {
      nameRequired: 'Duhet të shkruani emrin e ofertës.',
      datesRequired: 'Duhet të zgjidhni datë fillimi dhe përfundimi.',
      startAfterEnd: 'Data e fillimit duhet të jetë para ose e barabartë me datën e përfundimit.',
      locationRequired: 'Zgjidh të paktën një lokacion ose vendndodhje dyqani.',
      productRequired: 'Duhet të shtoni të paktën një produkt për ofertë.',
      invalidPrices: 'Çmimet duhet të jenë numra të vlefshëm.',
      newPriceNotLower: 'Çmimi i ri (newPrice) duhet të jetë më i vogël se çmimi i vjetër (oldPrice).',
      // Not in the spec ("a product cannot be added twice" has no text).
      duplicateProduct: 'Ky produkt është shtuar tashmë në ofertë.',
      invalidProduct: 'Zgjidhni një produkt të vlefshëm për çdo rresht të ofertës.',
    },
  },

  search: {
    dataFailure: 'Gabim gjatë marrjes së të dhënave...',
  },

  jobPosts: {
    deleteError: 'Gabim gjatë fshirjes së njoftimit të punës. Shikoni console.',
    adminLoadFailure: 'Gabim gjatë marrjes së njoftimeve të punës.',
    deleteConfirm: 'Jeni i sigurt që doni të fshini këtë njoftim pune?',
    // Not in the spec: the success texts of the admin job-post screens.
    createSuccess: 'Njoftimi i punës u shtua me sukses!',
    updateSuccess: 'Njoftimi i punës u përditësua me sukses!',
    deleteSuccess: 'Njoftimi i punës u fshi me sukses!',
    validation: {
      // Not in the spec ("title and description required" has no text).
      titleRequired: 'Titulli i njoftimit të punës kërkohet.',
      descriptionRequired: 'Përshkrimi i njoftimit të punës kërkohet.',
    },
  },

  sessionsReport: {
    loadFailure: 'Failed to load user session data. Please try again later.',
    empty: 'No user session data available.',
  },

  appSessions: {
    validation: {
      // Not in the spec: the mobile app's usage reports (POST /api/sessions).
      userIdInvalid: 'userId duhet të ketë nga 1 deri në 64 karaktere.',
      durationInvalid: 'durationSeconds duhet të jetë një numër i plotë nga 1 deri në 86400.',
    },
  },

  volantino: {
    createSuccess: 'Volantino u krijua me sukses!',
    updateSuccess: 'Volantino u ndryshua me sukses!',
    deleteSuccess: 'Volantino u fshi me sukses!',
    // Not in the spec: "delete actions ask for confirmation" has no text for flyers.
    deleteConfirm: 'Jeni i sigurt që doni të fshini këtë volantino?',
    validation: {
      nameRequired: 'Emri i volantino kërkohet.',
      imageRequired: 'Imazhi i volantino kërkohet.',
      pdfRequired: 'PDF i volantino kërkohet.',
      startDateRequired: 'Data e fillimit të volantino kërkohet.',
      endDateRequired: 'Data e mbarimit të volantino kërkohet.',
      // Not in the spec ("the image must be an image file and the PDF a PDF file" has no text).
      imageNotImage: 'Imazhi i volantino duhet të jetë një imazh (JPG, PNG, WebP ose GIF).',
      pdfNotPdf: 'PDF i volantino duhet të jetë një skedar PDF.',
      // Not in the spec.
      endBeforeStart: 'Data e mbarimit të volantino duhet të jetë e barabartë ose pas datës së fillimit.',
    },
  },

  storeLocations: {
    loadFailure: 'Gabim gjatë marrjes së vendndodhjeve të dyqaneve.',
    notFound: 'Vendndodhja nuk u gjet.',
    deleteSuccess: 'Vendndodhja u fshi me sukses!',
    deleteFailure: 'Gabim gjatë fshirjes së vendndodhjes.',
    updateSuccess: 'Vendndodhja u përditësua me sukses!',
    // Not in the spec: the create success text and the delete confirmation.
    createSuccess: 'Vendndodhja u shtua me sukses!',
    deleteConfirm: 'Jeni i sigurt që doni të fshini këtë vendndodhje?',
    validation: {
      // Not in the spec ("name, longitude and latitude required" has no text).
      nameRequired: 'Emri i vendndodhjes kërkohet.',
      longitudeRequired: 'Gjatësia gjeografike kërkohet.',
      latitudeRequired: 'Gjerësia gjeografike kërkohet.',
      longitudeInvalid: 'Gjatësia gjeografike duhet të jetë një numër nga -180 deri në 180.',
      latitudeInvalid: 'Gjerësia gjeografike duhet të jetë një numër nga -90 deri në 90.',
      // Not in the spec: GET /api/store-locations/near measures from a point or from a city, exactly one of them.
      nearOriginRequired: 'Jepni një pikë (lat dhe lng) ose një qytet (locationId).',
      nearOriginConflict: 'Jepni ose një pikë (lat dhe lng) ose një qytet (locationId), jo të dyja.',
    },
    // Not in the spec: a city without store points of active markets has no middle to measure from.
    cityWithoutStores: 'Ky qytet nuk ka asnjë vendndodhje dyqani.',
  },

  ads: {
    loadFailure: 'Gabim gjatë marrjes së AD.',
    updateSuccess: 'Ad updated successfully!',
    // The spec reuses the market text for a failed ad deactivation.
    deactivateFailure: 'Failed to delete the market. Please try again.',
    // Not in the spec: an ad id that names no ad.
    notFound: 'Reklama nuk u gjet.',
    // Not in the spec: the create text, and the deactivation question and answer (spec section 4: "a confirmation
    // says it was deleted").
    createSuccess: 'Ad created successfully!',
    deactivateConfirm: 'Jeni i sigurt që doni të fshini këtë reklamë? Ajo nuk shfaqet më në faqen kryesore.',
    deactivateSuccess: 'Ad deleted successfully!',
    validation: {
      // Not in the spec ("name, link and display order required" has no text).
      nameRequired: 'Emri i reklamës kërkohet.',
      linkRequired: 'Linku i reklamës kërkohet.',
      linkInvalid: 'Linku duhet të jetë një adresë e vlefshme që fillon me http:// ose https://.',
      displayOrderRequired: 'Rendi i shfaqjes kërkohet.',
      displayOrderInvalid: 'Rendi i shfaqjes duhet të jetë një numër i plotë, të paktën 1.',
      imageRequired: 'Zgjidhni një foto për reklamën.',
      // Not in the spec ("image accepts image files only" has no text).
      imageNotImage: 'Foto e reklamës duhet të jetë një imazh (JPG, PNG, WebP ose GIF).',
    },
  },

  uploads: {
    // Not in the spec: a file over the deployment's limit, refused by the form before it is sent and by the server.
    tooLarge: (kind: UploadKind, maxBytes: number) =>
      kind === 'image'
        ? `Imazhi është shumë i madh. Madhësia maksimale është ${megabytes(maxBytes)}.`
        : `PDF-ja është shumë e madhe. Madhësia maksimale është ${megabytes(maxBytes)}.`,
  },

  analytics: {
    // Not in the spec: the answers of POST /api/events and GET /api/analytics/* (issue 16).
    eventTypeInvalid: 'Lloji i ngjarjes duhet të jetë një nga: productView, offerPopup, basketAdd, storeView, marketView.',
    productIdRequired: 'Kjo ngjarje kërkon productId.',
    storePointIdRequired: 'Kjo ngjarje kërkon storeLocationId.',
    marketIdRequired: 'Kjo ngjarje kërkon marketId.',
    // The admins' analytics screens.
    eventKinds: {
      productViews: 'Shikime të produkteve',
      offerPopups: "Hapje të '+N'",
      basketAdds: 'Shtime në shportë',
      storeViews: 'Shikime të pikave të shitjes',
      marketViews: 'Shikime të faqes së marketit',
      flyerOpens: 'Hapje të volantinove',
      adClicks: 'Klikime në reklama',
    },
    lastDays: (days: number) => `${days} ditët e fundit`,
    dailyChart: (days: number) => `Veprimet e vizitorëve sipas ditës, ${days} ditët e fundit`,
    date: 'Data',
    noEvents: (days: number) => `Asnjë veprim i vizitorëve në ${days} ditët e fundit.`,
    loadFailure: 'Gabim gjatë marrjes së statistikave.',
    markets: 'Sipas marketit',
    market: 'Marketi',
    total: 'Gjithsej',
    showChart: (marketName: string) => `Shfaq grafikun e ${marketName}`,
    hideChart: (marketName: string) => `Fshih grafikun e ${marketName}`,
  },

  compare: {
    // Not in the spec: the comparison engine's query checks (COMPARISON.md).
    radiusInvalid: 'Rrezja duhet të jetë një numër më i madh se 0 dhe jo më shumë se 1000 km.',
    limitInvalid: (max: number) => `Numri i rezultateve duhet të jetë një numër i plotë nga 1 deri në ${max}.`,
    historyDaysInvalid: (max: number) => `Numri i ditëve duhet të jetë një numër i plotë nga 1 deri në ${max}.`,
    basketItemsInvalid: (max: number) => `Shporta duhet të ketë nga 1 deri në ${max} produkte.`,
    basketQuantityInvalid: (max: number) => `Sasia duhet të jetë një numër i plotë nga 1 deri në ${max}.`,
    basketDuplicateProduct: 'Një produkt mund të jetë vetëm një herë në shportë.',
    pageInvalid: 'Faqja duhet të jetë një numër i plotë nga 1 e lart.',
    pageSizeInvalid: (max: number) => `Madhësia e faqes duhet të jetë një numër i plotë nga 1 deri në ${max}.`,
    sortInvalid: 'Renditja duhet të jetë një nga: relevance, discount, price, unitPrice, ending, newest.',
    minDiscountInvalid: 'Zbritja minimale duhet të jetë një numër i plotë nga 0 deri në 100.',
  },

  validation: {
    // Not in the spec: generic checks that keep absurd or malformed input out of the database.
    invalidBody: 'Të dhënat e dërguara nuk janë të vlefshme.',
    invalidId: 'Identifikuesi nuk është i vlefshëm.',
    invalidBoolean: 'Vlera duhet të jetë true ose false.',
    invalidText: 'Vlera duhet të jetë tekst.',
    invalidDate: 'Data nuk është e vlefshme. Përdorni formatin VVVV-MM-DD.',
    tooLong: (max: number) => `Teksti është shumë i gjatë (maksimumi ${max} karaktere).`,
    tooMany: (max: number) => `Janë zgjedhur shumë elemente (maksimumi ${max}).`,
  },
} as const;
