import { useState } from 'react';
import type { DuplicatePair, DuplicateProductSummary } from '@ofertat/shared-api';
import { ConfirmDialog } from '@ofertat/shared-ui/admin';
import { SelectField } from '@ofertat/shared-ui/forms';
import { defaultKeep, keepableProducts, otherProduct } from './keep-choice';
import { marketLabel } from './product-side';

export interface MergeDialogProps {
  /** The pair being merged; null: closed. */
  pair: DuplicatePair | null;
  busy: boolean;
  onConfirm: (keep: DuplicateProductSummary, merge: DuplicateProductSummary) => void;
  onCancel: () => void;
}

const optionLabel = (product: DuplicateProductSummary) => `${product.productName} (${marketLabel(product)})`;

/** "Bashko" asks first: which product stays, and what happens to the other. */
export function MergeDialog({ pair, busy, onConfirm, onCancel }: MergeDialogProps) {
  if (pair === null) return null;
  // Keyed by the pair: each pair starts from its own proposal.
  return <OpenMergeDialog key={`${pair.productA.productId}-${pair.productB.productId}`} pair={pair} busy={busy} onConfirm={onConfirm} onCancel={onCancel} />;
}

function OpenMergeDialog({ pair, busy, onConfirm, onCancel }: MergeDialogProps & { pair: DuplicatePair }) {
  const choices = keepableProducts(pair);
  const [keepId, setKeepId] = useState(() => defaultKeep(pair).productId);
  const keep = choices.find((product) => product.productId === keepId)!;
  const merge = otherProduct(pair, keep);
  return (
    <ConfirmDialog
      open
      title="Bashko produktet"
      message={
        `"${merge.productName}" fshihet dhe ofertat e tij (${merge.offerCount}) me historikun e çmimeve kalojnë te "${keep.productName}". ` +
        `Lidhjet e vjetra të "${merge.productName}" hapin "${keep.productName}". Bashkimi nuk kthehet mbrapsht.`
      }
      confirmLabel="Bashko"
      onConfirm={() => onConfirm(keep, merge)}
      onCancel={onCancel}
      busy={busy}
    >
      {choices.length > 1 && (
        <SelectField
          label="Produkti që mbetet"
          value={keepId}
          disabled={busy}
          options={choices.map((product) => ({ value: product.productId, label: optionLabel(product) }))}
          onChange={(event) => setKeepId(Number(event.target.value))}
        />
      )}
    </ConfirmDialog>
  );
}
