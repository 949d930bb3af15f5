import { withEvalDisabled } from './pdf-document-params';

describe('withEvalDisabled', () => {
  it('keeps the viewer options and turns eval off', () => {
    expect(withEvalDisabled({ url: '/uploads/flyer.pdf', withCredentials: false })).toEqual({
      url: '/uploads/flyer.pdf',
      withCredentials: false,
      isEvalSupported: false,
    });
  });
});
