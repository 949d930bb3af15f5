/** Attribution the tile provider requires; OpenStreetMap's tiles may only be used with it. */
export function tileAttribution(tileUrl: string): string | undefined {
  return /openstreetmap\.org/i.test(tileUrl) ? '© <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>' : undefined;
}
