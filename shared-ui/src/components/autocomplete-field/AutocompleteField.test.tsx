import { useState } from 'react';
import { act, fireEvent, screen } from '@testing-library/react';
import { SUGGESTION_HIDE_MS } from '@ofertat/shared-api';
import { renderWithProviders } from '../../test/render-with-providers';
import { AutocompleteField } from './AutocompleteField';
import type { AutocompleteOption } from './types';

const cities: AutocompleteOption[] = [
  { value: 1, label: 'Tiranë' },
  { value: 2, label: 'Korçë' },
  { value: 3, label: 'Durrës' },
];

interface CityFieldProps {
  onSelect?: (option: AutocompleteOption) => void;
  options?: AutocompleteOption[];
  prefiltered?: boolean;
}

function CityField({ onSelect = jest.fn(), options = cities, prefiltered }: CityFieldProps) {
  const [text, setText] = useState('');
  return (
    <AutocompleteField
      label="Qyteti"
      value={text}
      onChange={setText}
      options={options}
      prefiltered={prefiltered}
      onSelect={(option) => {
        setText(option.label);
        onSelect(option);
      }}
    />
  );
}

describe('AutocompleteField', () => {
  afterEach(() => jest.useRealTimers());

  it('lists names starting with the text first, then word starts, then the rest', async () => {
    const jobs = ['Market Arkes', 'Tregu Markes', 'Arkëtar/e'].map((label, value) => ({ value, label }));
    const { user } = renderWithProviders(<CityField options={jobs} />);
    await user.type(screen.getByRole('combobox', { name: 'Qyteti' }), 'arke');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Arkëtar/e', 'Market Arkes', 'Tregu Markes']);
  });

  it('shows prefiltered options as given, e.g. a server’s similar spellings', async () => {
    const { user } = renderWithProviders(<CityField options={[{ value: 2, label: 'Korçë' }]} prefiltered />);
    await user.type(screen.getByRole('combobox', { name: 'Qyteti' }), 'korqe');
    expect(screen.getByRole('option', { name: 'Korçë' })).toBeInTheDocument();
  });

  it('suggests nothing while the text is empty', async () => {
    const { user } = renderWithProviders(<CityField />);
    await user.click(screen.getByRole('combobox', { name: 'Qyteti' }));
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox')).toHaveAttribute('aria-expanded', 'false');
  });

  it('matches without accents or case and selects by click', async () => {
    const onSelect = jest.fn();
    const { user } = renderWithProviders(<CityField onSelect={onSelect} />);
    const input = screen.getByRole('combobox', { name: 'Qyteti' });
    await user.type(input, 'KORCE');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Korçë']);
    await user.click(screen.getByRole('option', { name: 'Korçë' }));
    expect(onSelect).toHaveBeenCalledWith({ value: 2, label: 'Korçë' });
    expect(input).toHaveValue('Korçë');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('selects with the arrow keys and Enter', async () => {
    const onSelect = jest.fn();
    const { user } = renderWithProviders(<CityField onSelect={onSelect} />);
    await user.type(screen.getByRole('combobox'), 'r');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onSelect).toHaveBeenCalledWith({ value: 2, label: 'Korçë' });
  });

  it(`hides the suggestions ${SUGGESTION_HIDE_MS} ms after the input loses focus`, () => {
    jest.useFakeTimers();
    renderWithProviders(<CityField />);
    const input = screen.getByRole('combobox');
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'dur' } });
    expect(screen.getByRole('option', { name: 'Durrës' })).toBeInTheDocument();
    fireEvent.blur(input);
    act(() => jest.advanceTimersByTime(SUGGESTION_HIDE_MS - 1));
    expect(screen.getByRole('option', { name: 'Durrës' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('closes the list on Escape without letting the key reach a surrounding popup', async () => {
    const onKeyDown = jest.fn();
    const { user } = renderWithProviders(
      <div onKeyDown={onKeyDown}>
        <CityField />
      </div>,
    );
    await user.type(screen.getByRole('combobox'), 'ti');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(onKeyDown).not.toHaveBeenCalledWith(expect.objectContaining({ key: 'Escape' }));
  });
});
