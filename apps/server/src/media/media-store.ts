import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { mediaFiles } from '../db/schema.ts';
import type { PreparedImage } from './images.ts';

/** Where an uploaded picture is served: its address never changes what it shows. */
export const UPLOADS_PREFIX = '/media/uploads/';
export const uploadUrl = (restaurantId: string, imageId: string) =>
  `${UPLOADS_PREFIX}${restaurantId}/${imageId}`;

/**
 * Keeps a prepared picture in the database (every instance serves it; a backup holds it). The same
 * picture uploaded again is the same row, stamped `at` again: an upload not yet saved anywhere is
 * kept a day from its last upload (media-cleanup.ts).
 */
export async function storeImage(
  db: Db,
  restaurantId: string,
  image: PreparedImage,
  uploadedBy: string,
  at: Date,
): Promise<string> {
  await db
    .insert(mediaFiles)
    .values({
      id: `${restaurantId}/${image.id}`,
      restaurantId,
      contentType: image.contentType,
      width: image.width,
      height: image.height,
      bytes: image.bytes,
      uploadedBy,
      createdAt: at,
    })
    .onConflictDoUpdate({ target: mediaFiles.id, set: { createdAt: at } });
  return uploadUrl(restaurantId, image.id);
}

const fileName = /^[0-9a-f]{32}\.webp$/;

/**
 * GET /media/uploads/:restaurantId/:file: an uploaded picture, cached by browsers and proxies for a
 * year (its name is its content's hash). Not part of the API, like the shipped media under /media/.
 */
export function registerMediaRoutes(app: FastifyInstance, db: Db) {
  app.get<{ Params: { restaurantId: string; file: string } }>(
    `${UPLOADS_PREFIX}:restaurantId/:file`,
    async (request, reply) => {
      const { restaurantId, file } = request.params;
      const notFound = () => reply.status(404).send({ error: { message: 'No such picture.' } });
      if (!fileName.test(file) || restaurantId.length > 64) return notFound();
      const etag = `"${file.slice(0, 32)}"`;
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      const [row] = await db
        .select({ bytes: mediaFiles.bytes, contentType: mediaFiles.contentType })
        .from(mediaFiles)
        .where(and(eq(mediaFiles.id, `${restaurantId}/${file}`), eq(mediaFiles.restaurantId, restaurantId)));
      if (!row) return notFound();
      return reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('etag', etag)
        .type(row.contentType)
        .send(Buffer.from(row.bytes));
    },
  );
}
