import { queryOptions } from '@tanstack/react-query';
import type { FaqEntryInput, GalleryItemInput, HomeTexts } from '../../../domain/home-page';
import type { AdminHome, FaqEntry, GalleryItem } from '../../../server/home/admin-contract';
import { apiRequest } from '../../api/client';

export type { AdminHome, FaqEntry, GalleryItem };

export const adminHomeKey = ['admin', 'home'] as const;

export const adminHomeQuery = queryOptions({
  queryKey: adminHomeKey,
  queryFn: ({ signal }) => apiRequest<AdminHome>('/api/admin/home', { signal }),
});

export const saveTexts = (body: HomeTexts) =>
  apiRequest<HomeTexts>('/api/admin/home/texts', { method: 'PUT', body });

export const addFaq = (body: FaqEntryInput) =>
  apiRequest<FaqEntry>('/api/admin/home/faq', { method: 'POST', body });
export const updateFaq = (id: string, body: FaqEntryInput) =>
  apiRequest<FaqEntry>(`/api/admin/home/faq/${id}`, { method: 'PATCH', body });
export const deleteFaq = (id: string) =>
  apiRequest<void>(`/api/admin/home/faq/${id}`, { method: 'DELETE' });
export const orderFaq = (ids: string[]) =>
  apiRequest<FaqEntry[]>('/api/admin/home/faq/order', { method: 'POST', body: { ids } });

export const addGalleryItem = (body: GalleryItemInput) =>
  apiRequest<GalleryItem>('/api/admin/home/gallery', { method: 'POST', body });
export const updateGalleryItem = (id: string, body: GalleryItemInput) =>
  apiRequest<GalleryItem>(`/api/admin/home/gallery/${id}`, { method: 'PATCH', body });
export const deleteGalleryItem = (id: string) =>
  apiRequest<void>(`/api/admin/home/gallery/${id}`, { method: 'DELETE' });
export const orderGallery = (ids: string[]) =>
  apiRequest<GalleryItem[]>('/api/admin/home/gallery/order', { method: 'POST', body: { ids } });

/** `ids` with the entry at `index` moved one place up (-1) or down (+1). */
export function moved(ids: readonly string[], index: number, by: -1 | 1): string[] {
  const next = [...ids];
  const to = index + by;
  if (to < 0 || to >= next.length) return next;
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}
