import { lazy, Suspense, useState } from 'react';
import styled from 'styled-components';
import { Button, CloseIcon, getTheme, IconButton, VisuallyHidden } from '@ofertat/shared-ui';
import { ALL_ALBANIA, setMyCity, useMyCity } from '../../lib/my-city';

// The dialog (and the list of cities it asks for) loads when the shopper opens it, not with the header.
const CityDialog = lazy(() => import('./city-dialog'));

const Row = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${(p) => getTheme(p).spacing(1)};
  min-width: 0;
`;

// Long city names stop short of the menu toggle on a 360 px phone instead of pushing it off the bar.
const CityButton = styled(Button)`
  max-width: 11rem;
  span.name {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

/** My city in the header: opens the city choice; with a city chosen, one tap returns to the whole of Albania. */
export function MyCityControl() {
  const city = useMyCity();
  const [open, setOpen] = useState(false);
  return (
    <Row>
      <CityButton variant="ghost" size="sm" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <VisuallyHidden>Qyteti: </VisuallyHidden>
        <span className="name">{city ? city.locationName : ALL_ALBANIA}</span>
      </CityButton>
      {city && (
        <IconButton size="sm" aria-label={ALL_ALBANIA} title={ALL_ALBANIA} onClick={() => setMyCity(null)}>
          <CloseIcon />
        </IconButton>
      )}
      {open && (
        <Suspense fallback={null}>
          <CityDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </Row>
  );
}
