import { useEffect, useId, useRef } from 'react';
import styled from 'styled-components';
import type { ExistingProduct } from '@ofertat/shared-api';
import { Button, ButtonLink, getTheme } from '@ofertat/shared-ui';
import { SectionTitle, WrapRow } from '../admin.styles';

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${(p) => getTheme(p).spacing(3)};
  padding: ${(p) => getTheme(p).spacing(4)};
  border: 1px solid ${(p) => getTheme(p).colors.border};
  border-radius: ${(p) => getTheme(p).radii.md};
`;

const Candidates = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${(p) => getTheme(p).spacing(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${(p) => getTheme(p).spacing(2)};
  }
`;

/** What using a candidate does: a market product links to it; a global form opens the existing product instead. */
export type UseExisting = { kind: 'link'; link: (productId: number) => void } | { kind: 'open'; hrefOf: (productId: number) => string };

export interface ExistingProductsProps {
  candidates: readonly ExistingProduct[];
  use: UseExisting;
  /** Saves the form as a new product, without asking again. */
  createAnyway: () => void;
  /** A save is under way: the choices wait. */
  saving: boolean;
}

/**
 * "Ky produkt ekziston:" (IDENTITY.md §5): the global products the one about to be created probably is, each with
 * its name, unit and barcode and a one-tap "Përdor këtë", and a way to create it anyway. The heading takes the focus
 * when the panel appears, so the admin who pressed save reads it next.
 */
export function ExistingProducts({ candidates, use, createAnyway, saving }: ExistingProductsProps) {
  const titleId = useId();
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), [candidates]);
  return (
    <Panel aria-labelledby={titleId}>
      <SectionTitle id={titleId} ref={title} tabIndex={-1}>
        Ky produkt ekziston:
      </SectionTitle>
      <Candidates>
        {candidates.map((candidate) => {
          const nameId = `${titleId}-${candidate.productId}`;
          return (
            <li key={candidate.productId}>
              <span id={nameId}>
                <strong>{candidate.productName}</strong> · {candidate.productUnit}
                {candidate.barcode && ` · Barkodi ${candidate.barcode}`}
              </span>
              {use.kind === 'link' ? (
                <Button type="button" size="sm" aria-describedby={nameId} disabled={saving} onClick={() => use.link(candidate.productId)}>
                  Përdor këtë
                </Button>
              ) : (
                <ButtonLink to={use.hrefOf(candidate.productId)} size="sm" aria-describedby={nameId}>
                  Përdor këtë
                </ButtonLink>
              )}
            </li>
          );
        })}
      </Candidates>
      <WrapRow>
        <Button type="button" variant="secondary" disabled={saving} onClick={createAnyway}>
          Jo, shtoje si produkt të ri
        </Button>
      </WrapRow>
    </Panel>
  );
}
