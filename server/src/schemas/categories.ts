// Request schemas of the category routes: a multipart form, documented here and read by the routes.
import { multipartBody } from '../uploads/index.js';

export const categoryForm = multipartBody({ categoryName: { type: 'string', maxLength: 120 } }, ['categoryName']);
