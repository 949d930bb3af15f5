// Lists of things that are deactivated rather than deleted (users, ads): the server keeps the inactive ones, the
// list shows one status at a time. Deactivating an item then takes it out of the shown list, as spec section 4
// asks, while the inactive ones stay reachable (the only way back is the edit form's checkbox).
import { useCallback } from 'react';
import { useSearchParams } from '@ofertat/shared-ui';
import { SelectField } from '@ofertat/shared-ui/forms';

export type ActiveStatus = 'active' | 'inactive' | 'all';

/** The query parameter that holds the status, so a link (e.g. back from a form) can open the right view. */
export const STATUS_PARAM = 'status';

const STATUSES: readonly ActiveStatus[] = ['active', 'inactive', 'all'];
const isActiveStatus = (value: string | null): value is ActiveStatus => STATUSES.includes(value as ActiveStatus);

/** The list's status from the address; 'active' when it names none (or nonsense). */
export function useActiveStatusParam(): [ActiveStatus, (status: ActiveStatus) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get(STATUS_PARAM);
  const status = isActiveStatus(raw) ? raw : 'active';
  const setStatus = useCallback(
    (next: ActiveStatus) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.set(STATUS_PARAM, next);
          return updated;
        },
        // Switching the filter is not a new page: Back leaves the list instead of replaying every switch.
        { replace: true },
      ),
    [setParams],
  );
  return [status, setStatus];
}

export function matchesActiveStatus(isActive: boolean, status: ActiveStatus): boolean {
  return status === 'all' || isActive === (status === 'active');
}

/** The list address that shows an item with this flag, e.g. after saving an ad created inactive. */
export function listHrefForStatus(listHref: string, isActive: boolean): string {
  const status: ActiveStatus = isActive ? 'active' : 'inactive';
  return `${listHref}?${STATUS_PARAM}=${status}`;
}

export interface StatusFilterFieldProps {
  status: ActiveStatus;
  onChange: (status: ActiveStatus) => void;
  /** Option texts; Albanian agrees them with the noun ('Aktivë' users, 'Aktive' ads). */
  labels: Record<ActiveStatus, string>;
  /** Label of the select; 'Statusi' by default. */
  label?: string;
}

/** The status select of a list toolbar. */
export function StatusFilterField({ status, onChange, labels, label = 'Statusi' }: StatusFilterFieldProps) {
  return (
    <SelectField
      label={label}
      value={status}
      options={STATUSES.map((value) => ({ value, label: labels[value] }))}
      onChange={(event) => onChange(event.target.value as ActiveStatus)}
    />
  );
}
