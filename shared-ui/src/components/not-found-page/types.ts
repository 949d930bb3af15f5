export interface NotFoundPageProps {
  /** Where the way-back link goes; the public home page by default. */
  homeHref?: string;
  /** The line under the title, when a screen has words of its own for what it did not find (a flyer, a job post). */
  message?: string;
}
