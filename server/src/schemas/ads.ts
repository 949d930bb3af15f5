// Request schemas of the ad routes: multipart forms, documented here and read by the routes.
import { imageFileSchema, multipartBody } from '../uploads/index.js';

const adFormProperties = {
  adsName: { type: 'string', maxLength: 120 },
  adsOutsideLink: { type: 'string', description: 'http(s) URL opened in a new tab' },
  active: { type: 'boolean', default: false },
  displayOrder: { type: 'integer', minimum: 1 },
  adsImageUrl: imageFileSchema,
};

/** Create: the image is required. */
export const adCreateForm = multipartBody(adFormProperties, ['adsName', 'adsOutsideLink', 'displayOrder', 'adsImageUrl']);

/** Edit: no image keeps the current one. */
export const adEditForm = multipartBody(adFormProperties, ['adsName', 'adsOutsideLink', 'displayOrder']);
