import { useId, useState } from 'react';
import type { FormikProps } from 'formik';
import styled from 'styled-components';
import { PRICE_STEP, type City, type Product, type StorePoint } from '@ofertat/shared-api';
import { messages } from '@ofertat/shared-api/validation';
import { Button, Card, getTheme } from '@ofertat/shared-ui';
import { AutocompleteField, DateField, NumberField, TextField } from '@ofertat/shared-ui/forms';
import { CheckboxListField, SectionTitle, WrapRow } from '@ofertat/admin-kit';
import { addImportedLines, addLine, oldPricePlaceholder, type OfferErrorField, type OfferFieldError, type OfferFormValues } from './offer-form-values';
import { OfferImport } from './spreadsheet/offer-import';

const Lines = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${(p) => getTheme(p).spacing(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const LineTitle = styled.h3`
  margin: 0 0 ${(p) => getTheme(p).spacing(2)};
  font-size: ${(p) => getTheme(p).fontSizes.md};
`;

const Prices = styled(WrapRow)`
  align-items: flex-end;
  > div {
    flex: 1 1 9rem;
  }
`;

/** What the market may put in an offer. */
export interface OfferChoices {
  cities: City[];
  storeLocations: StorePoint[];
  /** The market's own and the global products. */
  products: Product[];
}

export interface OfferFieldsProps {
  form: Pick<FormikProps<OfferFormValues>, 'values' | 'getFieldProps' | 'setFieldValue'>;
  choices: OfferChoices;
  /** The first broken rule's message, shown beside its field too. */
  fieldError?: OfferFieldError | null;
}

const productLabel = (product: Product) => `${product.productName} (${product.productUnit})`;

/** Every field of the offer form, shared by the create and edit screens. */
export function OfferFields({ form, choices, fieldError }: OfferFieldsProps) {
  const { values } = form;
  const errorOf = (field: OfferErrorField) => (fieldError?.field === field ? fieldError.message : undefined);
  const productsTitleId = useId();
  const [productText, setProductText] = useState('');
  const [productError, setProductError] = useState<string | null>(null);
  const productsById = new Map(choices.products.map((product) => [product.productId, product]));

  const addProduct = (productId: number) => {
    const lines = addLine(values.products, productId);
    if (lines === null) {
      setProductError(messages.offers.validation.duplicateProduct);
      return;
    }
    setProductError(null);
    setProductText('');
    void form.setFieldValue('products', lines);
  };
  const removeProduct = (productId: number) =>
    void form.setFieldValue(
      'products',
      values.products.filter((line) => line.productId !== productId),
    );

  return (
    <>
      <TextField label="Emri i ofertës" required error={errorOf('offerName')} {...form.getFieldProps('offerName')} />
      <WrapRow>
        <DateField label="Data e fillimit" required error={errorOf('startDate')} {...form.getFieldProps('startDate')} />
        <DateField label="Data e përfundimit" required error={errorOf('endDate')} {...form.getFieldProps('endDate')} />
      </WrapRow>
      <CheckboxListField
        legend="Qytetet"
        filterLabel="Filtro qytetet"
        emptyText="Marketi nuk ka qytete; shtojini te Cities."
        options={choices.cities.map((city) => ({ value: city.locationId, label: city.locationName }))}
        selected={values.locationIds}
        onChange={(ids) => void form.setFieldValue('locationIds', ids)}
        error={errorOf('places')}
      />
      <CheckboxListField
        legend="Pikat e shitjes"
        filterLabel="Filtro pikat e shitjes"
        emptyText="Marketi nuk ka pika shitjeje; shtojini te Store points."
        options={choices.storeLocations.map((store) => ({ value: store.storeLocationId, label: store.storeLocationName }))}
        selected={values.storeLocationIds}
        onChange={(ids) => void form.setFieldValue('storeLocationIds', ids)}
      />
      <section aria-labelledby={productsTitleId}>
        <SectionTitle id={productsTitleId}>Produktet</SectionTitle>
        <AutocompleteField
          label="Shto produkt"
          hint="Shkruani emrin dhe zgjidhni produktin nga lista."
          value={productText}
          onChange={(text) => {
            setProductText(text);
            setProductError(null);
          }}
          options={choices.products.map((product) => ({ value: product.productId, label: productLabel(product) }))}
          onSelect={(option) => addProduct(Number(option.value))}
          error={productError ?? errorOf('products')}
        />
        <OfferImport
          products={choices.products}
          existingProductIds={values.products.map((line) => line.productId)}
          onAccept={(rows) => void form.setFieldValue('products', addImportedLines(values.products, rows))}
        />
        <Lines aria-label="Produktet e ofertës">
          {values.products.map((line, index) => {
            const product = productsById.get(line.productId);
            const name = product ? productLabel(product) : `Produkti ${line.productId}`;
            return (
              <li key={line.productId}>
                <Card>
                  <LineTitle>{name}</LineTitle>
                  <Prices>
                    <NumberField
                      label="Çmimi i vjetër (ALL)"
                      step={PRICE_STEP}
                      min={0}
                      placeholder={oldPricePlaceholder(product)}
                      error={errorOf(`products.${index}.oldPrice`)}
                      {...form.getFieldProps(`products.${index}.oldPrice`)}
                    />
                    <NumberField
                      label="Çmimi i ri (ALL)"
                      step={PRICE_STEP}
                      min={0}
                      error={errorOf(`products.${index}.newPrice`)}
                      {...form.getFieldProps(`products.${index}.newPrice`)}
                    />
                    <Button variant="secondary" onClick={() => removeProduct(line.productId)} aria-label={`Hiq ${name}`}>
                      Hiq
                    </Button>
                  </Prices>
                </Card>
              </li>
            );
          })}
        </Lines>
      </section>
    </>
  );
}
