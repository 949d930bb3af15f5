import { screen } from '@testing-library/react';
import { useState } from 'react';
import { renderRoute } from '../test/render';
import { CheckboxListField } from './checkbox-list-field';

const cities = [
  { value: 1, label: 'Tiranë' },
  { value: 2, label: 'Durrës' },
  { value: 3, label: 'Korçë' },
];

function Cities() {
  const [selected, setSelected] = useState<number[]>([1]);
  return (
    <>
      <CheckboxListField legend="Qytetet" filterLabel="Filtro qytetet" options={cities} selected={selected} onChange={setSelected} />
      <output>{selected.join(',')}</output>
    </>
  );
}

it('filters by name ignoring accents and keeps hidden choices chosen', async () => {
  const { user } = renderRoute(<Cities />);
  expect(screen.getByRole('group', { name: 'Qytetet' })).toBeInTheDocument();
  await user.type(screen.getByRole('searchbox', { name: 'Filtro qytetet' }), 'korce');
  expect(screen.getAllByRole('checkbox')).toHaveLength(1);
  await user.click(screen.getByRole('checkbox', { name: 'Korçë' }));
  expect(screen.getByText('1,3')).toBeInTheDocument();
  await user.clear(screen.getByRole('searchbox', { name: 'Filtro qytetet' }));
  expect(screen.getByRole('checkbox', { name: 'Tiranë' })).toBeChecked();
  expect(screen.getByText('2 të zgjedhura nga 3')).toBeInTheDocument();
});
