/** What the flyer list hands the viewer through navigation state (spec section 2: "the PDF address arrives through navigation state"). */
export interface FlyerNavigationState {
  pdfUrl: string;
  name: string;
}

export function readFlyerNavigationState(state: unknown): FlyerNavigationState | null {
  if (typeof state !== 'object' || state === null) return null;
  const { pdfUrl, name } = state as Partial<FlyerNavigationState>;
  return typeof pdfUrl === 'string' && pdfUrl !== '' ? { pdfUrl, name: typeof name === 'string' ? name : '' } : null;
}
