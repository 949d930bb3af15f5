import { useState } from 'react';
import styled from 'styled-components';
import { fetchCities, messages } from '@ofertat/shared-api';
import { Button, ErrorState, getTheme, MessageBanner, Spinner, useResource } from '@ofertat/shared-ui';
import { Modal } from '@ofertat/shared-ui/modal';
import { PlainList } from '../../components/page';
import { locateUser } from '../../lib/geolocation';
import { ALL_ALBANIA, setMyCity, useMyCity, type MyCity } from '../../lib/my-city';
import { nearestCity } from './nearest-city';

export const CITY_DIALOG_TITLE = 'Zgjidhni qytetin tuaj';
export const LOCATE_FAILED = 'Vendndodhja juaj nuk u gjet. Zgjidhni qytetin nga lista.';

const Choices = styled(PlainList).attrs({ $minItemWidth: 140 })`
  margin-top: ${(p) => getTheme(p).spacing(4)};
`;

const Lead = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => getTheme(p).spacing(3)};
`;

interface CityDialogProps {
  onClose: () => void;
}

/** Chooses my city once: from the visitor's position (the nearest store's city) or from the list of cities. */
export default function CityDialog({ onClose }: CityDialogProps) {
  const current = useMyCity();
  const cities = useResource(fetchCities, []);
  const [locating, setLocating] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const choose = (city: MyCity | null) => {
    setMyCity(city);
    onClose();
  };

  const locate = async () => {
    setLocating(true);
    setFailure(null);
    const result = await locateUser(navigator.geolocation);
    const city = result.kind === 'position' ? await nearestCity(result.position).catch(() => null) : null;
    setLocating(false);
    if (city) choose(city);
    else setFailure(result.kind === 'unsupported' ? messages.map.geolocationUnsupported : LOCATE_FAILED);
  };

  return (
    <Modal open onClose={onClose} title={CITY_DIALOG_TITLE} closeOnBack>
      <Lead>
        <p>Ofertat, kërkimi dhe shporta tregojnë vetëm qytetin që zgjidhni.</p>
        <Button variant="secondary" onClick={() => void locate()} loading={locating}>
          Përdor vendndodhjen time
        </Button>
        {failure && (
<MessageBanner tone="error">{failure}</MessageBanner>
        )}
      </Lead>
      {cities.status === 'loading' && <Spinner label="Duke u ngarkuar qytetet..." />}
      {cities.status === 'error' && <ErrorState message={messages.search.initialDataFailure} onRetry={cities.reload} />}
      {cities.status === 'success' && (
        <Choices aria-label="Qytetet">
          <li>
            <Button variant={current ? 'secondary' : 'primary'} aria-pressed={!current} fullWidth onClick={() => choose(null)}>
              {ALL_ALBANIA}
            </Button>
          </li>
          {cities.data.map((city) => {
            const chosen = current?.locationId === city.locationId;
            return (
              <li key={city.locationId}>
                <Button variant={chosen ? 'primary' : 'secondary'} aria-pressed={chosen} fullWidth onClick={() => choose(city)}>
                  {city.locationName}
                </Button>
              </li>
            );
          })}
        </Choices>
      )}
    </Modal>
  );
}
