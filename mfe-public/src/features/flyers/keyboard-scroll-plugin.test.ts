import type { RenderViewer } from '@react-pdf-viewer/core';
import { keyboardScrollPlugin } from './keyboard-scroll-plugin';

describe('keyboardScrollPlugin', () => {
  it('makes the pages box a focusable region named after the flyer and keeps its own attributes', () => {
    const slot = {
      attrs: { className: 'rpv-core__inner-container' },
      subSlot: { attrs: { className: 'rpv-core__inner-pages', 'data-testid': 'core__inner-pages' }, children: 'pages' },
    };
    const result = keyboardScrollPlugin('Volantino i javës').renderViewer!({ slot } as RenderViewer);
    expect(result.attrs).toEqual(slot.attrs);
    expect(result.subSlot).toEqual({
      attrs: { className: 'rpv-core__inner-pages', 'data-testid': 'core__inner-pages', tabIndex: 0, role: 'region', 'aria-label': 'Volantino i javës' },
      children: 'pages',
    });
  });
});
