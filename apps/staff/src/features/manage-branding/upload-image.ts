import { getSession } from '../../lib/session.ts';

/** The kinds of pictures the server accepts (its check is the one that counts). */
export const acceptedPictures = 'image/png,image/jpeg,image/webp,image/gif,image/avif,image/svg+xml';

export interface UploadedImage {
  url: string;
  width: number;
  height: number;
  bytes: number;
}

/**
 * Sends a picture file as the request body (POST …/images/:slot); the server checks it, resizes it
 * for its place and answers its address. A refusal is thrown with the server's sentence.
 */
export async function uploadImage(restaurantId: string, slot: string, file: File): Promise<UploadedImage> {
  const token = getSession()?.token;
  let response: Response;
  try {
    response = await fetch(
      `/api/manage/restaurants/${encodeURIComponent(restaurantId)}/images/${encodeURIComponent(slot)}`,
      {
        method: 'POST',
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          'content-type': file.type || 'application/octet-stream',
        },
        body: file,
      },
    );
  } catch {
    throw new Error('The ordering server cannot be reached. Check the connection.');
  }
  const body = (await response.json().catch(() => null)) as {
    data?: UploadedImage;
    error?: { message?: string };
  } | null;
  if (!response.ok || !body?.data) {
    throw new Error(body?.error?.message ?? 'Sorry, the picture could not be uploaded. Please try again.');
  }
  return body.data;
}
