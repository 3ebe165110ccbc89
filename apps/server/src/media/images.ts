import { createHash } from 'node:crypto';
import pLimit from 'p-limit';
import sharp, { type Metadata } from 'sharp';
import { HttpError } from '../http/errors.ts';
import { drawSvg, SvgTooComplexError } from './svg-drawing.ts';

/**
 * Pictures managers upload (logo, backgrounds, reward pictures…): checked, turned upright, resized
 * for where they show and converted to WebP by sharp (libvips), with their metadata (EXIF, GPS)
 * left behind. What goes out is always a raster WebP, whatever came in: an uploaded SVG is drawn,
 * never served as SVG (which could carry script).
 */

/** The largest file accepted, in bytes. */
export const MAX_UPLOAD_BYTES = 8 * 1024 * 1024;
/** Decoding bombs: a small file that would unpack to a huge bitmap is refused before it is. */
const MAX_INPUT_PIXELS = 50_000_000;
const MIN_SIDE = 16;

/** Content types an upload may declare, and the formats sharp must then find in it. */
const accepted: Record<string, string[]> = {
  'image/png': ['png'],
  'image/jpeg': ['jpeg'],
  'image/jpg': ['jpeg'],
  'image/pjpeg': ['jpeg'],
  'image/webp': ['webp'],
  'image/gif': ['gif'],
  'image/avif': ['heif'],
  'image/svg+xml': ['svg'],
};

export const uploadKinds = 'a PNG, JPEG, WebP, GIF, AVIF or SVG file';
export const wrongTypeMessage = `Upload a picture: ${uploadKinds}.`;
export const notAPictureMessage = `This file is not a picture we can read. Upload ${uploadKinds}.`;
export const emptyUploadMessage = 'Choose a picture to upload.';
export const tooManyPixelsMessage =
  'This picture has too many pixels (over 50 megapixels). Upload a smaller one.';
export const tooSmallMessage = `This picture is too small: it needs at least ${MIN_SIDE} × ${MIN_SIDE} pixels.`;

export const svgTooComplexMessage =
  'This SVG takes too long to draw. Upload a simpler one, or the picture as a PNG or JPEG.';

const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
export const tooLargeMessage = (bytes: number) =>
  `This file is ${megabytes(bytes)}; pictures can be up to ${MAX_UPLOAD_BYTES / (1024 * 1024)} MB.`;

/** The box each kind of picture is made to fit (never enlarged), by where the apps show it. */
export const imageBoxes: Record<string, { width: number; height: number }> = {
  logo: { width: 512, height: 512 },
  brandLogo: { width: 512, height: 512 },
  logoTitle: { width: 1200, height: 400 },
  mainBg: { width: 2400, height: 1600 },
  mainBgMobile: { width: 1080, height: 1920 },
  menuHeader: { width: 2400, height: 800 },
  tabletBg: { width: 2048, height: 1536 },
  rewardBg: { width: 1600, height: 1600 },
  rewardContainer: { width: 1200, height: 1200 },
  rewardDefault: { width: 800, height: 800 },
  rewardRedeemButton: { width: 800, height: 400 },
  confirmingRequest: { width: 800, height: 800 },
  orderComplete: { width: 800, height: 800 },
  cartEmpty: { width: 800, height: 800 },
  notFound: { width: 800, height: 800 },
  reward: { width: 800, height: 800 },
  // The product dialog's picture and the menu's cards; a category's tile.
  product: { width: 1200, height: 1200 },
  category: { width: 1200, height: 1200 },
};

export interface PreparedImage {
  /** '<hash>.webp': the content's own name. */
  id: string;
  contentType: 'image/webp';
  bytes: Buffer;
  width: number;
  height: number;
}

/** The media type of a Content-Type header, lower case, without parameters. */
export const mediaTypeOf = (header: string | undefined) =>
  (header ?? '').split(';')[0]?.trim().toLowerCase() ?? '';

/**
 * One picture at a time: each sharp call holds a thread of the pool that password hashing and file
 * reads share (four by default), so uploads side by side made sign-ins wait behind them.
 */
const oneAtATime = pLimit(1);

/**
 * Checks an upload and makes the picture served for `slot`. Refusals are HttpErrors with a
 * sentence: 415 for a type that is not a picture, 413 over MAX_UPLOAD_BYTES, 400 for a file that
 * says it is a picture but is not one (or not the kind it says), too many pixels or too small.
 */
export async function prepareImage(
  body: Buffer,
  contentType: string | undefined,
  slot: string,
): Promise<PreparedImage> {
  return oneAtATime(() => prepare(body, contentType, slot));
}

async function prepare(body: Buffer, contentType: string | undefined, slot: string): Promise<PreparedImage> {
  const type = mediaTypeOf(contentType);
  const formats = accepted[type];
  if (!formats) throw new HttpError(415, wrongTypeMessage);
  if (body.length === 0) throw new HttpError(400, emptyUploadMessage);
  if (body.length > MAX_UPLOAD_BYTES) throw new HttpError(413, tooLargeMessage(body.length));
  const box = imageBoxes[slot] ?? { width: 800, height: 800 };

  let metadata: Metadata;
  try {
    metadata = await sharp(body, { limitInputPixels: false }).metadata();
  } catch {
    throw new HttpError(400, notAPictureMessage);
  }
  if (!metadata.format || !formats.includes(metadata.format)) throw new HttpError(400, notAPictureMessage);
  const width = metadata.autoOrient?.width ?? metadata.width ?? 0;
  const height = metadata.autoOrient?.height ?? metadata.height ?? 0;
  if (width * height > MAX_INPUT_PIXELS) throw new HttpError(400, tooManyPixelsMessage);
  if (width < MIN_SIDE || height < MIN_SIDE) throw new HttpError(400, tooSmallMessage);

  // An SVG is drawn in a process of its own, bounded in time; its bitmap goes on as any picture.
  let input = body;
  if (metadata.format === 'svg') {
    try {
      input = await drawSvg(body, box, { maxPixels: MAX_INPUT_PIXELS });
    } catch (error) {
      if (error instanceof SvgTooComplexError) throw new HttpError(400, svgTooComplexMessage);
      throw new HttpError(400, notAPictureMessage);
    }
  }

  try {
    const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: box.width, height: box.height, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82, effort: 4 })
      .toBuffer({ resolveWithObject: true });
    const hash = createHash('sha256').update(data).digest('hex').slice(0, 32);
    return {
      id: `${hash}.webp`,
      contentType: 'image/webp',
      bytes: data,
      width: info.width,
      height: info.height,
    };
  } catch {
    // Truncated or corrupt data that the header alone did not give away.
    throw new HttpError(400, notAPictureMessage);
  }
}
