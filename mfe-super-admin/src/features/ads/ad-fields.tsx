import type { ChangeEvent } from 'react';
import type { FormikProps } from 'formik';
import {
  AD_DISPLAY_ORDER,
  AD_MIN_DISPLAY_ORDER,
  BOTTOM_AD_MAX_SIZE,
  DEFAULT_AD_ACTIVE,
  TOP_AD_MAX_SIZE,
  type Ad,
  type AdFields as AdPayload,
} from '@ofertat/shared-api';
import { messages } from '@ofertat/shared-api/validation';
import { ImageWithFallback } from '@ofertat/shared-ui';
import { CheckboxField, FileField, NumberField, TextField } from '@ofertat/shared-ui/forms';
import { IMAGE_ACCEPT, imageFileError } from '@ofertat/admin-kit';

/** The ad form as the inputs hold it (the order as text, the image as a File). */
export interface AdFormValues {
  adsName: string;
  adsOutsideLink: string;
  displayOrder: string;
  active: boolean;
  adsImageUrl: File | null;
}

export const emptyAdFormValues: AdFormValues = {
  adsName: '',
  adsOutsideLink: '',
  displayOrder: '',
  active: DEFAULT_AD_ACTIVE,
  adsImageUrl: null,
};

/** An existing ad as form values; the image input starts empty, which keeps the current image. */
export function toAdFormValues(ad: Ad): AdFormValues {
  return { adsName: ad.adsName, adsOutsideLink: ad.adsOutsideLink, displayOrder: String(ad.displayOrder), active: ad.active, adsImageUrl: null };
}

export function toAdPayload(values: AdFormValues): AdPayload {
  return {
    adsName: values.adsName.trim(),
    adsOutsideLink: values.adsOutsideLink.trim(),
    displayOrder: Number(values.displayOrder),
    active: values.active,
    adsImageUrl: values.adsImageUrl,
  };
}

/** What the shared schemas cannot see: the chosen file must be an image (spec section 5) within the size limit. */
export function validateAdImage(values: Pick<AdFormValues, 'adsImageUrl'>): Partial<Record<keyof AdFormValues, string>> {
  const error = values.adsImageUrl && imageFileError(values.adsImageUrl, messages.ads.validation.imageNotImage);
  return error ? { adsImageUrl: error } : {};
}

export interface AdFieldsProps {
  form: Pick<FormikProps<AdFormValues>, 'getFieldProps' | 'setFieldValue' | 'setFieldTouched' | 'errors' | 'touched'>;
  /** Create requires an image; edit keeps the current one when the input is left empty. */
  imageRequired: boolean;
  currentImageUrl?: string | null;
}

const SIZE_HINT =
  `Lart: deri në ${TOP_AD_MAX_SIZE.width}×${TOP_AD_MAX_SIZE.height} px; ` + `poshtë: deri në ${BOTTOM_AD_MAX_SIZE.width}×${BOTTOM_AD_MAX_SIZE.height} px.`;

/** Name, link, display order, active and image: the fields of the add and edit screens. */
export function AdFields({ form, imageRequired, currentImageUrl }: AdFieldsProps) {
  const error = (name: keyof AdFormValues) => (form.touched[name] ? form.errors[name] : undefined);
  const pickImage = (event: ChangeEvent<HTMLInputElement>) => {
    void form.setFieldValue('adsImageUrl', event.currentTarget.files?.[0] ?? null);
    void form.setFieldTouched('adsImageUrl', true, false);
  };
  return (
    <>
      <TextField label="Emri i reklamës" required {...form.getFieldProps('adsName')} error={error('adsName')} />
      <TextField
        label="Linku"
        type="url"
        required
        placeholder="https://"
        hint="Hapet në një skedë të re kur klikohet reklama."
        {...form.getFieldProps('adsOutsideLink')}
        error={error('adsOutsideLink')}
      />
      <NumberField
        label="Rendi i shfaqjes"
        required
        min={AD_MIN_DISPLAY_ORDER}
        step={1}
        hint={`${AD_DISPLAY_ORDER.top} = lart në faqen kryesore, ${AD_DISPLAY_ORDER.bottom} = poshtë.`}
        {...form.getFieldProps('displayOrder')}
        error={error('displayOrder')}
      />
      <CheckboxField label="Aktive" {...form.getFieldProps({ name: 'active', type: 'checkbox' })} />
      {currentImageUrl !== undefined && <ImageWithFallback src={currentImageUrl} alt="Foto aktuale e reklamës" width={320} height={80} fit="contain" />}
      <FileField
        label="Foto e reklamës"
        name="adsImageUrl"
        accept={IMAGE_ACCEPT}
        required={imageRequired}
        hint={imageRequired ? SIZE_HINT : `Lëreni bosh për të mbajtur foton aktuale. ${SIZE_HINT}`}
        onChange={pickImage}
        error={error('adsImageUrl')}
      />
    </>
  );
}
