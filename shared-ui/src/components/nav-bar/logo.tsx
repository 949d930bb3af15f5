/**
 * The Ofertat mark (a price tag) in the theme's colour, drawn inline. As an <img> of an SVG it cost the first paint
 * a document of its own to load and lay out (about 10 ms of a desktop's main thread, four times that on a phone).
 */
export function LogoMark({ color }: { color: string }) {
  return (
    <svg viewBox="0 0 32 32" width={32} height={32} role="img" aria-label="Ofertat" focusable="false">
      <rect width="32" height="32" rx="8" fill={color} />
      <path d="M9 7h8.2l7.3 7.3-9.6 9.6-7.4-7.4V8.5A1.5 1.5 0 0 1 9 7z" fill="white" />
      <circle cx="12.5" cy="11.5" r="2" fill={color} />
    </svg>
  );
}
