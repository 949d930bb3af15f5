import { screen } from '@testing-library/react';
import { renderWithProviders } from '../test/render';
import { BarChart, niceScaleMax } from './bar-chart';

const data = [
  { key: '2026-05-01', label: '01/05', value: 3 },
  { key: '2026-05-02', label: '02/05', value: 7 },
];

describe('BarChart', () => {
  it('is one image named by its title and described by every value', () => {
    renderWithProviders(<BarChart title="Përdorues aktivë sipas datës" data={data} describeValue={(n) => `${n} përdorues`} />);
    const chart = screen.getByRole('img', { name: 'Përdorues aktivë sipas datës 01/05: 3 përdorues; 02/05: 7 përdorues' });
    expect(chart).toBeInTheDocument();
    expect(screen.getAllByTestId('bar')).toHaveLength(2);
  });

  it('draws taller bars for larger values', () => {
    renderWithProviders(<BarChart title="Grafik" data={data} />);
    const [low, high] = screen.getAllByTestId('bar').map((bar) => Number(bar.querySelector('rect')!.getAttribute('height')));
    expect(high).toBeGreaterThan(low!);
  });

  it('rounds the scale up to a readable number', () => {
    expect([0, 3, 7, 12, 180, 999].map(niceScaleMax)).toEqual([1, 5, 10, 20, 200, 1000]);
  });
});
