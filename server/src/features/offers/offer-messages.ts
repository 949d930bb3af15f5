// Texts of the offers feature that the spec does not give (the server's own checks). The admin screens
// show them after 'Gabim gjatë krijimit/përditësimit të ofertës: ', so they are written for the user.
export const offerMessages = {
  created: 'Oferta u krijua me sukses.',
  updated: 'Oferta u përditësua me sukses.',
  deleted: 'Oferta u fshi me sukses.',
  marketNotFound: 'Marketi nuk u gjet.',
  productsNotFound: 'Një ose më shumë produkte të ofertës nuk u gjetën.',
  productsOfOtherMarket: 'Produktet e ofertës duhet të jenë globale ose të këtij marketi.',
  citiesNotFound: 'Një ose më shumë qytete të ofertës nuk u gjetën.',
  storePointsNotFound: 'Një ose më shumë vendndodhje dyqani të ofertës nuk u gjetën.',
  storePointsOfOtherMarket: 'Vendndodhjet e dyqaneve të ofertës duhet të jenë të këtij marketi.',
  editedMeanwhile: 'Oferta po ndryshohet njëkohësisht nga dikush tjetër. Hapeni përsëri dhe provoni sërish.',
} as const;
