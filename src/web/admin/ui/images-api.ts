import type { imageAdminRoutes } from '../../../server/images/routes';
import type { RouterOf } from '../../api/route-types';
import { adminClientFor } from '../api';

const api = adminClientFor<RouterOf<typeof imageAdminRoutes>>();

/** Sends a photo's raw bytes; the answer is the stored image's address (decision 0062). */
export const uploadImage = (file: Blob) => api('POST /admin/images', { body: file });
