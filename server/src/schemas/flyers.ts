// Request schemas of the flyer routes: multipart forms, documented here and read by the routes.
import { imageFileSchema, multipartBody, pdfFileSchema } from '../uploads/index.js';

const flyerFields = {
  marketId: { type: 'integer', description: 'Super admin only on create; a market admin always uses their own market' },
  volantinoName: { type: 'string', maxLength: 120 },
  volantinoStartDate: { type: 'string', format: 'date' },
  volantinoEndDate: { type: 'string', format: 'date' },
  volantinoImageUrl: imageFileSchema,
  volantinoPdfUrl: pdfFileSchema,
};
const requiredFields = ['volantinoName', 'volantinoStartDate', 'volantinoEndDate'];

/** Create: cover image and PDF are required. */
export const flyerCreateForm = multipartBody(flyerFields, [...requiredFields, 'volantinoImageUrl', 'volantinoPdfUrl']);

/** Edit: files left out keep the current ones. */
export const flyerEditForm = multipartBody(flyerFields, requiredFields);
