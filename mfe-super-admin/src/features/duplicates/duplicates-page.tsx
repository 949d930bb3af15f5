import { useState } from 'react';
import styled from 'styled-components';
import {
  MESSAGE_CLEAR_MS,
  type DuplicatePair,
  type DuplicateProductSummary,
  type DuplicateReason,
} from '@ofertat/shared-api';
import { dismissDuplicatePair, fetchDuplicatePairs, mergeProducts } from '@ofertat/shared-api/admin';
import { messages } from '@ofertat/shared-api/validation';
import {
  Button,
  CardGrid,
  EmptyState,
  getTheme,
  MessageBanner,
  useResource,
  useTimedMessage,
} from '@ofertat/shared-ui';
import {
  ADMIN_LIST_PAGE_SIZE,
  AdminCard,
  AdminPage,
  ListPagination,
  ResourceView,
  saveFailureText,
  StatusBadge,
} from '@ofertat/admin-kit';
import { MergeDialog } from './merge-dialog';
import { ProductSide } from './product-side';

const m = messages.products.duplicates;

const REASON_LABELS: Record<DuplicateReason, string> = {
  barcode: 'I njëjti barkod',
  name: 'Emër i ngjashëm, e njëjta sasi',
};

/** The names' similarity (1 for a barcode pair) as a whole percentage. */
const similarityText = (score: number) => `Ngjashmëria ${Math.round(score * 100)} %`;

const pairName = ({ productA, productB }: DuplicatePair) => `${productA.productName} / ${productB.productName}`;
const pairKey = ({ productA, productB }: DuplicatePair) => `${productA.productId}-${productB.productId}`;

const Sides = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 220px), 1fr));
  gap: ${(p) => getTheme(p).spacing(4)};
`;

/**
 * "Dyfishime" (IDENTITY.md §4, §5): pairs of products that are probably one, paged by the server (barcode pairs
 * first, then the most similar names), each merged after a confirmation or dismissed for good. Either action
 * changes which pairs are open, so the page is asked again after it.
 */
export function DuplicatesPage() {
  const [page, setPage] = useState(1);
  const pairs = useResource(() => fetchDuplicatePairs(page, ADMIN_LIST_PAGE_SIZE), [page]);
  const [merging, setMerging] = useState<DuplicatePair | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const success = useTimedMessage<string>(MESSAGE_CLEAR_MS);

  const loaded = pairs.status === 'success' ? pairs.data : null;
  const pageCount = loaded === null ? 1 : Math.max(1, Math.ceil(loaded.total / ADMIN_LIST_PAGE_SIZE));
  // The last page emptied by an action: show the one that is now last.
  if (loaded !== null && loaded.items.length === 0 && page > pageCount) setPage(pageCount);

  const run = async (action: () => Promise<unknown>, successText: string, failureText: string) => {
    setBusy(true);
    setFailure(null);
    success.clear();
    try {
      await action();
      success.show(successText);
    } catch (error) {
      setFailure(saveFailureText(error, failureText));
    } finally {
      setBusy(false);
      setMerging(null);
      // After a failure too: a 404 means another super admin merged the pair meanwhile.
      pairs.reload();
    }
  };

  const merge = (keep: DuplicateProductSummary, mergeProduct: DuplicateProductSummary) =>
    void run(() => mergeProducts({ keepId: keep.productId, mergeId: mergeProduct.productId }), m.mergeSuccess, m.mergeFailure);
  const dismiss = ({ productA, productB }: DuplicatePair) =>
    void run(() => dismissDuplicatePair({ productAId: productA.productId, productBId: productB.productId }), m.dismissSuccess, m.dismissFailure);

  return (
    <AdminPage title="Dyfishime" description="Produkte që ka të ngjarë të jenë i njëjti produkt: bashkojini, ose hiqini nga lista kur nuk janë.">
      {failure !== null && (
        <MessageBanner tone="error" onDismiss={() => setFailure(null)}>
          {failure}
        </MessageBanner>
      )}
      {failure === null && success.message && <MessageBanner tone="success">{success.message}</MessageBanner>}
      <ResourceView resource={pairs} errorMessage={m.loadFailure}>
        {({ items, total }) =>
          items.length === 0 ? (
            <EmptyState message={m.empty} />
          ) : (
            <>
              <p>{total === 1 ? '1 çift për të shqyrtuar.' : `${total} çifte për të shqyrtuar.`}</p>
              <CardGrid minItemWidth={520} aria-label="Çiftet">
                {items.map((pair) => (
                  <AdminCard
                    key={pairKey(pair)}
                    title={pairName(pair)}
                    badge={<StatusBadge>{REASON_LABELS[pair.reason]}</StatusBadge>}
                    actions={
                      <>
                        <Button size="sm" disabled={busy} onClick={() => setMerging(pair)}>
                          Bashko
                        </Button>
                        <Button variant="secondary" size="sm" disabled={busy} onClick={() => dismiss(pair)}>
                          Nuk janë i njëjti
                        </Button>
                      </>
                    }
                  >
                    <span>{similarityText(pair.score)}</span>
                    <Sides>
                      <ProductSide product={pair.productA} />
                      <ProductSide product={pair.productB} />
                    </Sides>
                  </AdminCard>
                ))}
              </CardGrid>
              <ListPagination pages={{ page, setPage, pageCount }} />
            </>
          )
        }
      </ResourceView>
      <MergeDialog pair={merging} busy={busy} onConfirm={merge} onCancel={() => !busy && setMerging(null)} />
    </AdminPage>
  );
}
