import { screen } from '@testing-library/react';
import { renderRoute } from '../test/render';
import { listHrefForStatus, matchesActiveStatus, StatusFilterField, useActiveStatusParam } from './status-filter';

const labels = { active: 'Aktivë', inactive: 'Joaktivë', all: 'Të gjithë' };

function Probe() {
  const [status, setStatus] = useActiveStatusParam();
  return (
    <>
      <StatusFilterField status={status} onChange={setStatus} labels={labels} />
      <output>{status}</output>
    </>
  );
}

describe('status filter', () => {
  it('reads the status from the address, defaulting to active', () => {
    renderRoute(<Probe />, { route: '/list?status=bogus' });
    expect(screen.getByRole('combobox', { name: 'Statusi' })).toHaveValue('active');
  });

  it('writes the chosen status to the address', async () => {
    const { user } = renderRoute(<Probe />, { route: '/list?status=inactive' });
    expect(screen.getByRole('status')).toHaveTextContent('inactive');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Statusi' }), 'Të gjithë');
    expect(screen.getByRole('status')).toHaveTextContent('all');
  });

  it('matches items and builds list addresses', () => {
    expect([true, false].map((active) => matchesActiveStatus(active, 'active'))).toEqual([true, false]);
    expect([true, false].map((active) => matchesActiveStatus(active, 'inactive'))).toEqual([false, true]);
    expect([true, false].map((active) => matchesActiveStatus(active, 'all'))).toEqual([true, true]);
    expect(listHrefForStatus('/super-admin/list-ads', false)).toBe('/super-admin/list-ads?status=inactive');
  });
});
