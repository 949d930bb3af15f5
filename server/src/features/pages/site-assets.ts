// The web root's own pictures that the server names in pages' heads. The files are the shell's
// (shell/public/, copied into the web root by its build); test/features/pages checks that they are there.

/** The picture of a link preview. */
export interface PageImage {
  /** A site path (`/uploads/…`, `/social-card.png`) or an absolute URL. */
  path: string;
  alt: string;
  /** A wide picture (a product, a flyer cover, the site's card) rather than a small square logo: the preview's size. */
  large: boolean;
}

/** The site's card (1200×630), for pages without a picture of their own. */
export const SITE_IMAGE: PageImage = { path: '/social-card.png', alt: 'Ofertat – ofertat e supermarketeve në Shqipëri', large: true };

/** The site's logo, the app icon at 512 px. */
export const SITE_LOGO_PATH = '/icon-512.png';
