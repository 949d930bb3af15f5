import { useEffect, useState } from 'react';
import { fetchProduct, SEARCH_DEBOUNCE_MS, type DuplicateProductSummary } from '@ofertat/shared-api';
import { searchGlobalProducts } from '@ofertat/shared-api/admin';
import { Button } from '@ofertat/shared-ui';
import { AutocompleteField, type AutocompleteOption } from '@ofertat/shared-ui/forms';
import { ReadOut, WrapRow } from '../admin.styles';

/** Global products suggested at once: what the field's list shows. */
const SUGGESTION_LIMIT = 8;

/** Markets sell products of the same name in other sizes: the unit tells them apart. */
const productLabel = ({ productName, productUnit }: Pick<DuplicateProductSummary, 'productName' | 'productUnit'>): string =>
  productUnit ? `${productName} (${productUnit})` : productName;

/**
 * The global products whose name the typed words begin (GET /api/products/global), SEARCH_DEBOUNCE_MS after the last
 * keystroke; a failure suggests nothing (the link stays as it is).
 */
function useGlobalProductOptions(text: string): AutocompleteOption[] {
  const [options, setOptions] = useState<AutocompleteOption[]>([]);
  const q = text.trim();
  useEffect(() => {
    if (q === '') {
      setOptions([]);
      return;
    }
    let current = true;
    const timer = setTimeout(() => {
      searchGlobalProducts({ q, pageSize: SUGGESTION_LIMIT }).then(
        (page) => current && setOptions(page.items.map((product) => ({ value: product.productId, label: productLabel(product) }))),
        () => current && setOptions([]),
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [q]);
  return options;
}

/** The linked product's label: known once chosen here, else read once (an edit screen's stored link). */
function useLinkedLabel(productId: number | null, chosen: AutocompleteOption | null): string | null {
  const [read, setRead] = useState<{ productId: number; label: string } | null>(null);
  const known = chosen !== null && chosen.value === productId;
  useEffect(() => {
    if (productId === null || known) return;
    let current = true;
    fetchProduct(productId).then(
      (product) => current && setRead({ productId, label: productLabel(product) }),
      // Still linked; the number says which product, and the link can still be changed or removed.
      () => current && setRead({ productId, label: `#${productId}` }),
    );
    return () => {
      current = false;
    };
  }, [productId, known]);
  if (productId === null) return null;
  if (known) return chosen.label;
  return read?.productId === productId ? read.label : null;
}

export interface GlobalProductChooserProps {
  /** The global product the market product is linked to; null: none. */
  value: number | null;
  onChange: (productId: number | null) => void;
}

/**
 * "Produkti global" of a market product's form (IDENTITY.md §2): searches the global products by name and shows the
 * one the product is linked to, with "Hiq lidhjen" to unlink. A linked product's offers are compared as the global
 * product's.
 */
export function GlobalProductChooser({ value, onChange }: GlobalProductChooserProps) {
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<AutocompleteOption | null>(null);
  const options = useGlobalProductOptions(text);
  const linkedLabel = useLinkedLabel(value, chosen);
  return (
    <>
      <AutocompleteField
        label="Produkti global"
        hint="Lidheni me produktin global që është: ofertat e tij krahasohen me ato të marketeve të tjera."
        placeholder="Kërkoni me emër"
        value={text}
        onChange={setText}
        options={options}
        prefiltered
        onSelect={(option) => {
          setChosen(option);
          setText('');
          onChange(Number(option.value));
        }}
      />
      {value !== null && (
        <WrapRow>
          <ReadOut>Lidhur me: {linkedLabel ?? '…'}</ReadOut>
          <Button type="button" variant="secondary" size="sm" onClick={() => onChange(null)}>
            Hiq lidhjen
          </Button>
        </WrapRow>
      )}
    </>
  );
}
