export interface NotFoundPageProps {
  /** Where the way-back link goes; the public home page by default. */
  homeHref?: string;
}
