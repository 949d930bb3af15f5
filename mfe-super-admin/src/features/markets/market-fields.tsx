import type { ChangeEvent } from 'react';
import type { FormikProps } from 'formik';
import { ImageWithFallback } from '@ofertat/shared-ui';
import { FileField, TextField } from '@ofertat/shared-ui/forms';
import { IMAGE_ACCEPT } from '@ofertat/admin-kit';

export interface MarketFormValues {
  marketName: string;
  marketLogo: File | null;
}

export interface MarketFieldsProps {
  form: Pick<FormikProps<MarketFormValues>, 'getFieldProps' | 'setFieldValue'>;
  /** The current logo on the edit screen; an empty file input keeps it. */
  currentLogoUrl?: string | null;
}

/**
 * Name and logo, shared by the create and edit screens. Neither is marked required (spec section 5): the
 * server validates and its message is shown.
 */
export function MarketFields({ form, currentLogoUrl }: MarketFieldsProps) {
  const pickLogo = (event: ChangeEvent<HTMLInputElement>) => void form.setFieldValue('marketLogo', event.currentTarget.files?.[0] ?? null);
  return (
    <>
      <TextField label="Emri i marketit" autoComplete="organization" {...form.getFieldProps('marketName')} />
      {currentLogoUrl !== undefined && (
        <ImageWithFallback src={currentLogoUrl} alt="Logo aktuale e marketit" width={160} height={96} fit="contain" />
      )}
      <FileField
        label="Logo e marketit"
        name="marketLogo"
        accept={IMAGE_ACCEPT}
        hint={currentLogoUrl !== undefined ? 'Lëreni bosh për të mbajtur logon aktuale.' : 'JPG, PNG, WebP ose GIF.'}
        onChange={pickLogo}
      />
    </>
  );
}
