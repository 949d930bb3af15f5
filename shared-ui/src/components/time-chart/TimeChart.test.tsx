import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../../test/render-with-providers';
import FakeUPlot from '../../test/fake-uplot';
import { TimeChart } from './LazyTimeChart';

const dates = ['2026-05-01', '2026-05-02'];
const series = [
  { label: 'Shikime', values: [3, 7] },
  { label: 'Hapje', values: [0, null] },
];

describe('TimeChart', () => {
  beforeEach(() => {
    FakeUPlot.instances = [];
  });

  it('gives every value in a table named by its title, the drawing itself hidden from screen readers', async () => {
    renderWithProviders(<TimeChart title="Veprimet sipas ditës" dates={dates} series={series} formatValue={(n) => `${n} herë`} />);
    // The chart's chunk loads on first use (React.lazy): the table arrives with it.
    const table = await screen.findByRole('table', { name: 'Veprimet sipas ditës' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Data', 'Shikime', 'Hapje']);
    expect(within(table).getByRole('row', { name: '01/05 3 herë 0 herë' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: '02/05 7 herë –' })).toBeInTheDocument();
    expect(screen.getByTestId('time-chart-plot')).toHaveAttribute('aria-hidden', 'true');
    await waitFor(() => expect(FakeUPlot.instances).toHaveLength(1));
  });

  it('draws the days as UTC seconds with one line per series, in the theme colours', async () => {
    renderWithProviders(<TimeChart title="Grafik" dates={dates} series={series} />);
    await waitFor(() => expect(screen.getByTestId('time-chart-plot')).toHaveAttribute('data-drawn', 'true'));
    const [chart] = FakeUPlot.instances;
    expect(chart!.data).toEqual([[Date.UTC(2026, 4, 1) / 1000, Date.UTC(2026, 4, 2) / 1000], [3, 7], [0, null]]);
    expect(chart!.options.series.map((line) => line.label)).toEqual(['Data', 'Shikime', 'Hapje']);
    expect(chart!.options.series[1]).toMatchObject({ stroke: '#15803d' });
  });

  it('writes the axis with its own shorter format where one is given', async () => {
    renderWithProviders(
      <TimeChart title="Çmimi" dates={dates} series={series} formatValue={(n) => `${n.toFixed(2)} ALL`} formatAxisValue={(n) => String(Math.round(n))} />,
    );
    await waitFor(() => expect(FakeUPlot.instances).toHaveLength(1));
    const { axes } = FakeUPlot.instances[0]!.options as unknown as { axes: { values: (plot: null, splits: number[]) => string[] }[] };
    expect(axes[1]!.values(null, [120.5])).toEqual(['121']);
    expect(await screen.findByRole('row', { name: '02/05 7.00 ALL –' })).toBeInTheDocument();
  });
});
