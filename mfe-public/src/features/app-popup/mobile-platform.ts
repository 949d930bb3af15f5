export type MobilePlatform = 'android' | 'ios';

/** Android or iOS from a user-agent string; null for anything else. iPadOS 13+ reports itself as a Mac with touch. */
export function detectMobilePlatform(userAgent: string, maxTouchPoints = 0): MobilePlatform | null {
  if (/android/i.test(userAgent)) return 'android';
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'ios';
  if (/macintosh/i.test(userAgent) && maxTouchPoints > 1) return 'ios';
  return null;
}
