/** The Ofertat mark (a price tag), as a data URI: no request, and the same colour as the theme. */
export function logoDataUri(color: string): string {
  const svg =
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'>` +
    `<rect width='32' height='32' rx='8' fill='${color}'/>` +
    `<path d='M9 7h8.2l7.3 7.3-9.6 9.6-7.4-7.4V8.5A1.5 1.5 0 0 1 9 7z' fill='white'/>` +
    `<circle cx='12.5' cy='11.5' r='2' fill='${color}'/>` +
    `</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
