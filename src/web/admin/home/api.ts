import { queryOptions } from '@tanstack/react-query';
import type { FaqEntryInput, GalleryItemInput, HomeTexts } from '../../../domain/home-page';
import type { FaqEntry, GalleryItem } from '../../../server/home/admin-contract';
import type { adminHomeRoutes } from '../../../server/home/admin-routes';
import type { AdminReview } from '../../../server/reviews/contract';
import type { adminReviewRoutes } from '../../../server/reviews/routes';
import type { RouterOf } from '../../api/route-types';
import { adminClientFor } from '../api';

export type { FaqEntry, GalleryItem };

const api = adminClientFor<RouterOf<typeof adminHomeRoutes>>();
const reviews = adminClientFor<RouterOf<typeof adminReviewRoutes>>();

export const adminHomeKey = ['admin', 'home'] as const;

export const adminHomeQuery = queryOptions({
  queryKey: adminHomeKey,
  queryFn: ({ signal }) => api('GET /admin/home', { signal }),
});

export const saveTexts = (json: HomeTexts) => api('PUT /admin/home/texts', { json });

export const addFaq = (json: FaqEntryInput) => api('POST /admin/home/faq', { json });
export const updateFaq = (id: string, json: FaqEntryInput) =>
  api('PATCH /admin/home/faq/:id', { param: { id }, json });
export const deleteFaq = (id: string) => api('DELETE /admin/home/faq/:id', { param: { id } });
export const orderFaq = (ids: string[]) => api('POST /admin/home/faq/order', { json: { ids } });

export const addGalleryItem = (json: GalleryItemInput) => api('POST /admin/home/gallery', { json });
export const updateGalleryItem = (id: string, json: GalleryItemInput) =>
  api('PATCH /admin/home/gallery/:id', { param: { id }, json });
export const deleteGalleryItem = (id: string) =>
  api('DELETE /admin/home/gallery/:id', { param: { id } });
export const orderGallery = (ids: string[]) =>
  api('POST /admin/home/gallery/order', { json: { ids } });

/** `ids` with the entry at `index` moved one place up (-1) or down (+1). */
export function moved(ids: readonly string[], index: number, by: -1 | 1): string[] {
  const next = [...ids];
  const to = index + by;
  if (to < 0 || to >= next.length) return next;
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}

// ---------- guest reviews (decision 0131) ----------

export const reviewsKey = ['admin', 'reviews'] as const;
export const reviewsQuery = queryOptions({
  queryKey: reviewsKey,
  queryFn: ({ signal }) => reviews('GET /admin/reviews', { signal }),
});
export const decideReview = ({ id, status }: { id: string; status: AdminReview['status'] }) =>
  reviews('PATCH /admin/reviews/:id', { param: { id }, json: { status } });
