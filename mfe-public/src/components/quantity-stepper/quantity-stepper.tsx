import { useState } from 'react';
import styled from 'styled-components';
import { BASKET_MAX_QUANTITY } from '@ofertat/shared-api';
import { getTheme, IconButton } from '@ofertat/shared-ui';

const Root = styled.div`
  ${(p) => {
    const t = getTheme(p);
    return `
      display: inline-flex;
      align-items: center;
      gap: ${t.spacing(1)};
      input {
        width: 3.5rem;
        min-height: ${t.controlHeight.md};
        border: 1px solid ${t.colors.border};
        border-radius: ${t.radii.md};
        font: inherit;
        text-align: center;
      }
      input:focus-visible { outline: 3px solid ${t.colors.focus}; outline-offset: 1px; }
      button { border: 1px solid ${t.colors.border}; font-size: ${t.fontSizes.lg}; }
    `;
  }}
`;

export interface QuantityStepperProps {
  value: number;
  /** Called with a whole number from 1 to BASKET_MAX_QUANTITY. */
  onChange: (quantity: number) => void;
  /** What is counted, in the controls' names (several steppers share a page). */
  productName: string;
}

const parseQuantity = (text: string) => {
  const quantity = Number(text);
  return Number.isInteger(quantity) && quantity >= 1 && quantity <= BASKET_MAX_QUANTITY ? quantity : null;
};

/** −, the quantity, +: big enough for a thumb, and typed quantities kept within what the basket accepts. */
export function QuantityStepper({ value, onChange, productName }: QuantityStepperProps) {
  // The text being typed: empty or out of range for a moment while the shopper replaces a number.
  const [text, setText] = useState(String(value));
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(String(value));
  }
  const step = (by: number) => {
    const next = Math.min(BASKET_MAX_QUANTITY, Math.max(1, value + by));
    if (next !== value) onChange(next);
  };
  return (
    <Root>
      <IconButton aria-label={`Një më pak: ${productName}`} disabled={value <= 1} onClick={() => step(-1)}>
        −
      </IconButton>
      <input
        type="number"
        inputMode="numeric"
        min={1}
        max={BASKET_MAX_QUANTITY}
        step={1}
        aria-label={`Sasia: ${productName}`}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          const quantity = parseQuantity(event.target.value);
          if (quantity !== null) onChange(quantity);
        }}
        // Leaving the field with a number the basket cannot take shows the quantity in force again.
        onBlur={() => setText(String(value))}
      />
      <IconButton aria-label={`Një më shumë: ${productName}`} disabled={value >= BASKET_MAX_QUANTITY} onClick={() => step(1)}>
        +
      </IconButton>
    </Root>
  );
}
