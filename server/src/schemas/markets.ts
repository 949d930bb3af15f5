// Request schemas of the market routes: multipart forms, documented here and read by the routes.
import { imageFileSchema, multipartBody } from '../uploads/index.js';

export const marketForm = multipartBody({ marketName: { type: 'string', maxLength: 120 }, marketLogo: imageFileSchema }, ['marketName']);
