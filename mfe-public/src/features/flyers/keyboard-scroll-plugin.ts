import type { Plugin, Slot } from '@react-pdf-viewer/core';

/**
 * A viewer plugin that makes the scrolling box of the pages a named, focusable region: the pages hold no
 * focusable element, so without it a keyboard user could not scroll the flyer (WCAG 2.1.1, axe
 * scrollable-region-focusable). The arrow, Page Up/Down and space keys then scroll it as the browser does.
 */
export function keyboardScrollPlugin(label: string): Plugin {
  return {
    renderViewer: ({ slot }): Slot =>
      slot.subSlot ? { ...slot, subSlot: { ...slot.subSlot, attrs: { ...slot.subSlot.attrs, tabIndex: 0, role: 'region', 'aria-label': label } } } : slot,
  };
}
