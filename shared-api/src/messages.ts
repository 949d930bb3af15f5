// The interface texts the public pages and the sign-in show: the catalogue of the browser entry, which every page
// loads at start. Every text is the spec's (sections 2, 4, 5 and 8), verbatim, and typed once: the admin areas'
// texts are in admin-messages.ts, and catalogue.ts joins both for the admin areas and the server. English texts are
// English in the spec and stay so. Entries marked "Not in the spec" cover rules the server must enforce although the
// spec shows no text for them.

export const messages = {
  login: {
    title: 'Hyni Ne Llogarine Tuaj!',
    forgotPasswordLink: 'Keni harruar Passwordin?',
    failed: 'Login failed. Please check your email and password.',
    unexpectedStatus: 'Unexpected response status. Please try again.',
    noValidRole: 'No valid role assigned to this user.',
  },

  session: {
    expired: 'Sesioni juaj ka skaduar. Ju lutem identifikohuni përsëri.',
  },

  authorization: {
    loginRequired: 'Ju lutem identifikohuni...',
    forbidden: 'Ju nuk keni autorizimin e duhur...',
  },

  generic: {
    somethingWentWrongAl: 'Diçka shkoi keq. Provoni përsëri.',
  },

  markets: {
    loadFailure: 'Gabim gjatë marrjes së marketeve.',
    empty: 'Asnjë market i gjetur.',
    // Not in the spec: a market id that names no market.
    notFound: 'Marketi nuk u gjet.',
  },

  products: {
    validation: {
      // IDENTITY.md §1.
      barcodeInvalid: 'Barkodi nuk është i vlefshëm.',
      barcodeInStore: 'Ky barkod është i brendshëm i dyqanit dhe nuk identifikon produktin.',
    },
    // IDENTITY.md §3.
    barcodeNotFound: 'Nuk e gjetëm këtë produkt.',
  },

  offers: {
    deleteError: 'Gabim gjatë fshirjes së ofertës. Shikoni console.',
    loadFailure: 'Gabim gjatë marrjes së ofertave.',
    empty: 'Asnjë ofertë e gjetur.',
    specialEmpty: 'Asnjë ofertë speciale e gjetur.',
    marketLoadFailure: 'Gabim gjatë marrjes së ofertave për marketin.',
    refreshFailure: 'Gabim gjatë rifreskimit të ofertave.',
    marketEmpty: 'Asnjë ofertë e gjetur për këtë market.',
    storeLoadFailure: 'Error fetching offers for this store.',
    storeRefreshFailure: 'Error refreshing offers.',
    storeEmpty: 'No offers found for this store.',
    missingStorePointId: 'No store location ID provided.',
    // Not in the spec: issue 14's words for a product with no current offer (its page, a starred product).
    productEmpty: 'Ky produkt nuk ka asnjë ofertë aktuale.',
    missingMarketId: 'No market ID provided.',
    labels: {
      storeTitleDefault: 'Market',
      normalPriceEn: 'Normal Price',
      normalPriceAl: 'Çmimi normal',
      offerPriceEn: 'Offer Price',
      offerPriceAl: 'Çmimi në ofertë',
      showMoreEn: 'Show More',
      showMoreAl: 'Shfaq më shumë',
      // Not in the spec: the 30-day low and the real discount of COMPARISON.md §2 (issue 14).
      lowestPrice30DaysAl: (price: string) => `Çmimi më i ulët në 30 ditët e fundit: ${price}`,
      lowestPrice30DaysEn: (price: string) => `Lowest price in the last 30 days: ${price}`,
      realDiscountAl: (percent: number) => (percent > 0 ? `Ulja reale: -${percent}%` : 'Pa ulje reale'),
      realDiscountEn: (percent: number) => (percent > 0 ? `Real discount: -${percent}%` : 'No real discount'),
      // Not in the spec: every card adds its product to the shopper's basket (issue 14).
      addToBasketAl: 'Shto në shportë',
      addToBasketEn: 'Add to basket',
      inBasketAl: (quantity: number) => `Në shportë: ${quantity}`,
      inBasketEn: (quantity: number) => `In basket: ${quantity}`,
      basketFullAl: (max: number) => `Shporta është plot (${max} produkte).`,
      basketFullEn: (max: number) => `The basket is full (${max} products).`,
      productPageAl: 'Shiko produktin',
      productPageEn: 'View product',
    },
  },

  search: {
    criterionRequired: 'Ju lutem zgjidhni të paktën një kriter kërkimi.',
    initialDataFailure: 'Gabim gjatë marrjes së të dhënave bazë.',
    failure: 'Gabim gjatë kërkimit të produkteve.',
    searchButton: 'Kërko',
    clearButton: 'Pastro',
    found: (count: number) => `Gjetur ${count} produkte`,
  },

  jobPosts: {
    loadFailure: 'Gabim gjatë marrjes së postimeve të punës.',
    empty: 'Nuk ka postime të punës për momentin.',
    detailFailure: 'Gabim gjatë marrjes së detajeve të postimit të punës.',
    invalidId: 'ID e postimit të punës nuk është e vlefshme.',
    notFound: 'Postimi i punës nuk u gjet.',
  },

  volantino: {
    notFound: 'Volantino nuk u gjet.',
    networkError: 'Gabim në lidhjen me serverin. Sigurohuni që serveri është aktiv.',
    genericFailure: 'Diçka shkoi keq. Provoni përsëri.',
    viewerMissingUrl: 'Nuk mund të ngarkohet fletëpalosja. URL e PDF-së mungon.',
  },

  map: {
    loading: 'Duke u ngarkuar Harta...',
    /** Followed by the error message. */
    loadErrorPrefix: 'Error loading map: ',
    userLocationTitle: 'Your Location',
    locationDenied: 'Location access denied. Showing stores near Tirana.',
    geolocationUnsupported: 'Geolocation is not supported by this browser.',
    storePointsFailure: 'Failed to fetch store locations.',
  },
} as const;
