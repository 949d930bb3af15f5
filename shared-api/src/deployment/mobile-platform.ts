export type MobilePlatform = 'android' | 'ios';

// The phone platforms the app popup invites to their app store (spec section 1). The server tells them by the
// request's User-Agent, to render the popup into the page; the browser tells them the same way for its first
// render (the two then agree), and afterwards also by touch, for iPads that call themselves Macs.

/**
 * Android or iOS from a user-agent string; null for anything else. iPadOS 13+ reports itself as a Mac with touch,
 * which only the browser can see (`maxTouchPoints`).
 */
export function detectMobilePlatform(userAgent: string, maxTouchPoints = 0): MobilePlatform | null {
  if (/android/i.test(userAgent)) return 'android';
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'ios';
  if (/macintosh/i.test(userAgent) && maxTouchPoints > 1) return 'ios';
  return null;
}
