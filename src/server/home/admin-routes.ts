import { createRoute, z } from '@hono/zod-openapi';
import {
  faqEntrySchema,
  galleryItemSchema,
  homeTextsSchema,
  reorderSchema,
} from '../../domain/home-page';
import { actorOf } from '../admin-auth/actor';
import type { AppDeps } from '../app-types';
import { json, jsonBody } from '../http/contract';
import { createRouter } from '../http/router';
import {
  addFaq,
  addGalleryItem,
  deleteFaq,
  deleteGalleryItem,
  listFaq,
  listGallery,
  readHomeTexts,
  reorderFaq,
  reorderGallery,
  saveHomeTexts,
  updateFaq,
  updateGalleryItem,
} from './service';
import {
  HomeTextsSchema,
  FaqEntrySchema,
  GalleryItemSchema,
  AdminHomeSchema,
} from './admin-contract';

const idParam = z.object({ id: z.uuid('Not found') });
const notFound = { description: 'No such entry' };

const getRoute = createRoute({
  method: 'get',
  path: '/admin/home',
  summary: "The home page's texts, FAQ and gallery, as staff edit them",
  responses: { 200: json(AdminHomeSchema, 'Home page content') },
});
const textsRoute = createRoute({
  method: 'put',
  path: '/admin/home/texts',
  summary: 'Replace the home page texts (story, how to reach, map coordinates)',
  request: jsonBody(homeTextsSchema),
  responses: { 200: json(HomeTextsSchema, 'Saved') },
});
const faqAdd = createRoute({
  method: 'post',
  path: '/admin/home/faq',
  summary: 'Add an FAQ entry at the end',
  request: jsonBody(faqEntrySchema),
  responses: { 201: json(FaqEntrySchema, 'Added') },
});
const faqEdit = createRoute({
  method: 'patch',
  path: '/admin/home/faq/{id}',
  summary: 'Edit an FAQ entry',
  request: { params: idParam, ...jsonBody(faqEntrySchema) },
  responses: { 200: json(FaqEntrySchema, 'Saved'), 404: notFound },
});
const faqDelete = createRoute({
  method: 'delete',
  path: '/admin/home/faq/{id}',
  summary: 'Delete an FAQ entry',
  request: { params: idParam },
  responses: { 204: { description: 'Deleted' }, 404: notFound },
});
const faqOrder = createRoute({
  method: 'post',
  path: '/admin/home/faq/order',
  summary: 'Put the FAQ entries in a new order (every id once)',
  request: jsonBody(reorderSchema),
  responses: { 200: json(z.array(FaqEntrySchema), 'New order') },
});
const galleryAdd = createRoute({
  method: 'post',
  path: '/admin/home/gallery',
  summary:
    'Add a photo (uploaded first through /api/admin/images) to the gallery, with its alt text',
  request: jsonBody(galleryItemSchema),
  responses: { 201: json(GalleryItemSchema, 'Added') },
});
const galleryEdit = createRoute({
  method: 'patch',
  path: '/admin/home/gallery/{id}',
  summary: 'Change a gallery photo, its alt text or caption',
  request: { params: idParam, ...jsonBody(galleryItemSchema) },
  responses: { 200: json(GalleryItemSchema, 'Saved'), 404: notFound },
});
const galleryDelete = createRoute({
  method: 'delete',
  path: '/admin/home/gallery/{id}',
  summary: 'Take a photo out of the gallery',
  request: { params: idParam },
  responses: { 204: { description: 'Deleted' }, 404: notFound },
});
const galleryOrder = createRoute({
  method: 'post',
  path: '/admin/home/gallery/order',
  summary: 'Put the gallery in a new order (every id once)',
  request: jsonBody(reorderSchema),
  responses: { 200: json(z.array(GalleryItemSchema), 'New order') },
});

export function adminHomeRoutes({ db, now }: AppDeps) {
  return createRouter()
    .openapi(getRoute, async (c) => {
      const [texts, faq, gallery] = await Promise.all([
        readHomeTexts(db),
        listFaq(db),
        listGallery(db),
      ]);
      return c.json({ texts, faq, gallery }, 200);
    })
    .openapi(textsRoute, async (c) =>
      c.json(await saveHomeTexts(db, c.req.valid('json'), actorOf(c), now()), 200),
    )
    .openapi(faqOrder, async (c) =>
      c.json(await reorderFaq(db, c.req.valid('json').ids, actorOf(c), now()), 200),
    )
    .openapi(faqAdd, async (c) =>
      c.json(await addFaq(db, c.req.valid('json'), actorOf(c), now()), 201),
    )
    .openapi(faqEdit, async (c) =>
      c.json(
        await updateFaq(db, c.req.valid('param').id, c.req.valid('json'), actorOf(c), now()),
        200,
      ),
    )
    .openapi(faqDelete, async (c) => {
      await deleteFaq(db, c.req.valid('param').id, actorOf(c), now());
      return c.body(null, 204);
    })
    .openapi(galleryOrder, async (c) =>
      c.json(await reorderGallery(db, c.req.valid('json').ids, actorOf(c), now()), 200),
    )
    .openapi(galleryAdd, async (c) =>
      c.json(await addGalleryItem(db, c.req.valid('json'), actorOf(c), now()), 201),
    )
    .openapi(galleryEdit, async (c) =>
      c.json(
        await updateGalleryItem(
          db,
          c.req.valid('param').id,
          c.req.valid('json'),
          actorOf(c),
          now(),
        ),
        200,
      ),
    )
    .openapi(galleryDelete, async (c) => {
      await deleteGalleryItem(db, c.req.valid('param').id, actorOf(c), now());
      return c.body(null, 204);
    });
}
