import { screen } from '@testing-library/react';
import { defaultRuntimeConfig } from '@ofertat/shared-api';
import { renderRoute } from '../../test/render';
import { RULES_TITLE, RulesPage } from './rules-page';

describe('RulesPage', () => {
  it('is the privacy policy: visitors, staff and app data, and whom to write to', () => {
    renderRoute(<RulesPage />);
    expect(screen.getByRole('heading', { level: 1, name: RULES_TITLE })).toBeInTheDocument();
    for (const heading of ['Vizitorët e faqes', 'Aplikacioni celular', 'Stafi i marketeve dhe administratorët']) {
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: defaultRuntimeConfig.contactEmail })).toHaveAttribute('href', `mailto:${defaultRuntimeConfig.contactEmail}`);
    expect(document.title).toBe(`${RULES_TITLE} · Ofertat`);
  });
});
