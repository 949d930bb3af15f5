import { type Flyer } from '@ofertat/shared-api';
import { deleteFlyer, fetchMarketFlyers } from '@ofertat/shared-api/admin';
import { messages } from '@ofertat/shared-api/validation';
import { ButtonLink, CardGrid, EmptyState, formatDayMonthYear } from '@ofertat/shared-ui';
import { matchesSearchText } from '@ofertat/shared-ui/forms';
import { AdminPage } from '../admin-page';
import { useDeletableList } from '../removal';
import { ListPagination, ListToolbar } from '../list';
import { ResourceView } from '../resource-view';
import { AdminCard, CardActions } from '../admin-card';
import { DetailList } from '../admin.styles';
import { flyerErrorMessage } from './flyer-error';
import type { FlyerListScreenProps } from './types';

/** A market's flyers (name, start, end) with Shiko / Ndrysho / Fshi. */
export function FlyerListScreen({ marketId, paths, marketChooser }: FlyerListScreenProps) {
  const { resource: flyers, pages, deletion } = useDeletableList<Flyer>({
    load: () => (marketId === null ? Promise.resolve([]) : fetchMarketFlyers(marketId)),
    deps: [marketId],
    matchesSearch: (flyer, query) => matchesSearchText(flyer.volantinoName, query),
    sameItem: (a, b) => a.volantinoId === b.volantinoId,
    remove: (flyer) => deleteFlyer(flyer.volantinoId),
    messages: { confirm: messages.volantino.deleteConfirm, success: messages.volantino.deleteSuccess, failure: flyerErrorMessage },
  });

  return (
    <AdminPage title="Volantino" actions={marketId !== null && <ButtonLink to={paths.add}>Shto volantino</ButtonLink>}>
      {deletion.feedback}
      {marketId === null ? (
        <>
          {marketChooser}
          <EmptyState message="Zgjidhni një market për të parë volantinot e tij." />
        </>
      ) : (
        <ResourceView resource={flyers} errorMessage={flyerErrorMessage}>
          {(list) => (
            <>
              <ListToolbar pages={pages} searchLabel="Kërko volantino">
                {marketChooser}
              </ListToolbar>
              {list.length === 0 ? (
                <EmptyState message="Nuk ka volantino për këtë market." action={<ButtonLink to={paths.add}>Shto volantino</ButtonLink>} />
              ) : (
                <CardGrid minItemWidth={260}>
                  {pages.pageItems.map((flyer) => (
                    <AdminCard
                      key={flyer.volantinoId}
                      title={flyer.volantinoName}
                      actions={
                        <CardActions
                          viewHref={paths.view(flyer.volantinoId)}
                          editHref={paths.edit(flyer.volantinoId)}
                          onDelete={() => deletion.request(flyer)}
                        />
                      }
                    >
                      <DetailList>
                        <dt>Fillon</dt>
                        <dd>{formatDayMonthYear(flyer.volantinoStartDate)}</dd>
                        <dt>Mbaron</dt>
                        <dd>{formatDayMonthYear(flyer.volantinoEndDate)}</dd>
                      </DetailList>
                    </AdminCard>
                  ))}
                </CardGrid>
              )}
              <ListPagination pages={pages} />
            </>
          )}
        </ResourceView>
      )}
      {deletion.dialog}
    </AdminPage>
  );
}
