import styled from 'styled-components';
import { publicPaths, type BasketComparison } from '@ofertat/shared-api';
import {
  Button,
  ButtonLink,
  Card,
  EmptyState,
  ErrorState,
  formatPrice,
  getTheme,
  ImageWithFallback,
  Link,
  Spinner,
} from '@ofertat/shared-ui';
import { Page, PageHeader, Section, SectionTitle } from '../../components/page';
import { QuantityStepper } from '../../components/quantity-stepper/quantity-stepper';
import { ShareButton } from '../../components/share-button/share-button';
import { removeFromBasket, setBasketQuantity, useBasketItems, type BasketItem } from '../../lib/basket';
import { useStoredChoicesKnown } from '../../lib/local-storage';
import { useMyCity } from '../../lib/my-city';
import { usePageTitle } from '../../lib/use-page-title';
import { basketShareUrl } from './basket-link';
import { SharedBasketOffer, useSharedBasketLink } from './shared-basket-offer';
import { useBasketComparison } from './use-basket-comparison';

const List = styled.ol`
  ${(p) => {
    const t = getTheme(p);
    return `
      display: flex;
      flex-direction: column;
      gap: ${t.spacing(2)};
      margin: 0;
      padding: 0;
      list-style: none;
      > li {
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        justify-content: space-between;
        gap: ${t.spacing(2)} ${t.spacing(3)};
        padding: ${t.spacing(2)} ${t.spacing(3)};
        border: 1px solid ${t.colors.divider};
        border-radius: ${t.radii.md};
        background: ${t.colors.surface};
      }
      .grow { flex: 1 1 12rem; min-width: 0; overflow-wrap: anywhere; }
      .controls { display: flex; align-items: center; gap: ${t.spacing(2)}; }
      .market { display: flex; align-items: center; gap: ${t.spacing(3)}; }
      .total { font-weight: ${t.fontWeights.bold}; font-variant-numeric: tabular-nums; }
      .muted { margin: 0; color: ${t.colors.textMuted}; font-size: ${t.fontSizes.sm}; }
      a { color: ${t.colors.primaryHover}; }
    `;
  }}
`;

const Answers = styled.div`
  display: grid;
  gap: ${(p) => getTheme(p).spacing(3)};
  ${(p) => getTheme(p).media.up('sm')} {
    grid-template-columns: repeat(auto-fit, minmax(18rem, 1fr));
  }
  h3 { margin: 0 0 ${(p) => getTheme(p).spacing(2)}; font-size: ${(p) => getTheme(p).fontSizes.md}; }
  p, ul { margin: ${(p) => getTheme(p).spacing(1)} 0 0; }
  .total { font-size: ${(p) => getTheme(p).fontSizes.xl}; font-weight: ${(p) => getTheme(p).fontWeights.bold}; }
`;

const Scope = styled.p`
  margin: 0 0 ${(p) => getTheme(p).spacing(4)};
  color: ${(p) => getTheme(p).colors.textMuted};
`;

type Market = BasketComparison['markets'][number];

/** Product names by id: the comparison names products by id only. */
const namesOf = (items: readonly BasketItem[]) => new Map(items.map((item) => [item.productId, item.productName]));

function nameList(ids: readonly number[], names: ReadonlyMap<number, string>): string {
  return ids.map((id) => names.get(id) ?? `#${id}`).join(', ');
}

function Availability({ market, count, names }: { market: Market; count: number; names: ReadonlyMap<number, string> }) {
  return (
    <>
      <p className="muted">
        {market.availableCount} nga {count} produkte
      </p>
      {market.missing.length > 0 && <p className="muted">Mungojnë: {nameList(market.missing, names)}</p>}
    </>
  );
}

function BestAnswers({ data, items }: { data: BasketComparison; items: readonly BasketItem[] }) {
  const names = namesOf(items);
  const marketName = (marketId: number) => data.markets.find((market) => market.marketId === marketId)?.marketName ?? `#${marketId}`;
  const { bestSingle, bestSplit } = data;
  const cheapest = bestSingle && data.markets.find((market) => market.marketId === bestSingle.marketId);
  if (!bestSingle || !cheapest) return <EmptyState message="Asnjë market nuk ka asnjë nga këto produkte." />;
  return (
    <Answers>
      <Card as="section" aria-labelledby="best-single-title">
        <h3 id="best-single-title">Marketi më i lirë: {cheapest.marketName}</h3>
        <p className="total">{formatPrice(bestSingle.total)}</p>
        <Availability market={cheapest} count={items.length} names={names} />
      </Card>
      {bestSplit && (
        <Card as="section" aria-labelledby="best-split-title">
          <h3 id="best-split-title">
            Më mirë në dy markete: {marketName(bestSplit.marketIds[0])} + {marketName(bestSplit.marketIds[1])}
          </h3>
          <p className="total">{formatPrice(bestSplit.total)}</p>
          <p>
            {bestSplit.savingVsBestSingle > 0
              ? `Kurseni ${formatPrice(bestSplit.savingVsBestSingle)}`
              : `Merrni ${bestSingle.missing.length - bestSplit.missing.length} produkte më shumë`}
          </p>
          <ul>
            {bestSplit.lines.map((line) => (
              <li key={line.productId}>
                {names.get(line.productId) ?? `#${line.productId}`}: {marketName(line.marketId)}, {formatPrice(line.lineTotal)}
              </li>
            ))}
          </ul>
          {bestSplit.missing.length > 0 && <p>Mungojnë: {nameList(bestSplit.missing, names)}</p>}
        </Card>
      )}
    </Answers>
  );
}

function MarketTotals({ data, items }: { data: BasketComparison; items: readonly BasketItem[] }) {
  const names = namesOf(items);
  return (
    <List>
      {data.markets.map((market) => (
        <li key={market.marketId}>
          <div className="market grow">
            <ImageWithFallback src={market.marketLogo} alt="" width={40} height={40} fit="contain" />
            <div>
              <Link to={publicPaths.marketOffers.getHref({ marketId: market.marketId })}>{market.marketName}</Link>
              <Availability market={market} count={items.length} names={names} />
            </div>
          </div>
          <span className="total">{formatPrice(market.total)}</span>
        </li>
      ))}
    </List>
  );
}

function BasketItems({ items }: { items: readonly BasketItem[] }) {
  return (
    <List>
      {items.map((item) => (
        <li key={item.productId}>
          <Link className="grow" to={publicPaths.product.getHref({ productId: item.productId })}>
            {item.productName}
          </Link>
          <div className="controls">
            <QuantityStepper value={item.quantity} onChange={(quantity) => setBasketQuantity(item.productId, quantity)} productName={item.productName} />
            <Button variant="ghost" onClick={() => removeFromBasket(item.productId)} aria-label={`Hiq: ${item.productName}`}>
              Hiq
            </Button>
          </div>
        </li>
      ))}
    </List>
  );
}

/**
 * /basket (Shporta): the shopper's products with their quantities, and what they cost at each market of my city
 * (or of all Albania): the cheapest market, the best split over two markets with its saving, and per market the
 * total with what it lacks. A share link rebuilds the basket on another phone.
 */
export function BasketPage() {
  usePageTitle('Shporta');
  const known = useStoredChoicesKnown();
  const items = useBasketItems();
  const city = useMyCity();
  const { state, retry } = useBasketComparison(items, city?.locationId);
  const shared = useSharedBasketLink();
  const data = state.status === 'ready' ? state.data : state.status === 'loading' ? state.previous : null;

  return (
    <Page lang="sq">
      <PageHeader
        title="Shporta"
        actions={items.length > 0 && <ShareButton label="Ndaj shportën" title="Shporta ime" url={() => basketShareUrl(items)} />}
      />
      {shared.items && <SharedBasketOffer shared={shared.items} forget={shared.forget} currentCount={items.length} />}
      {!known ? (
        <Spinner label="Duke u ngarkuar shportën..." />
      ) : items.length === 0 ? (
        // With a shared basket on offer, its buttons are the page's action: no second one beside them.
        !shared.items && (
          <EmptyState
            message="Shporta është bosh. Shtoni produkte nga ofertat për të parë ku kushtojnë më pak."
            action={<ButtonLink to={publicPaths.home.getHref()}>Shiko ofertat</ButtonLink>}
          />
        )
      ) : (
        <>
          <Scope>{city ? `Çmimet në ${city.locationName}.` : 'Çmimet në gjithë Shqipërinë.'}</Scope>
          <Section aria-labelledby="basket-items-title">
            <SectionTitle id="basket-items-title">Produktet ({items.length})</SectionTitle>
            <BasketItems items={items} />
          </Section>
          <Section aria-labelledby="basket-answers-title" aria-busy={state.status === 'loading'}>
            <SectionTitle id="basket-answers-title">Ku kushton më pak</SectionTitle>
            {state.status === 'error' && <ErrorState message="Gabim gjatë llogaritjes së shportës." onRetry={retry} />}
            {!data && state.status === 'loading' && <Spinner label="Duke llogaritur shportën..." />}
            {data && <BestAnswers data={data} items={items} />}
          </Section>
          {data && data.markets.length > 0 && (
            <Section aria-labelledby="basket-markets-title">
              <SectionTitle id="basket-markets-title">Sipas marketit</SectionTitle>
              <MarketTotals data={data} items={items} />
            </Section>
          )}
        </>
      )}
    </Page>
  );
}
