import { SkipAnchor } from './SkipLink.styles';

export const MAIN_CONTENT_ID = 'main-content';

/** Lets keyboard users jump over the navigation; appears only when focused. */
export function SkipLink() {
  return <SkipAnchor href={`#${MAIN_CONTENT_ID}`}>Kalo te përmbajtja</SkipAnchor>;
}
