import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';

/** Content spec §5 Profile: an avatar may be JPEG, PNG, GIF or WebP, judged by its bytes, not its name. */
export const AVATAR_TYPES: ReadonlySet<string> = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp']);
export const AVATAR_SIZE = 512;
/** Refuse decompression bombs: a 5 MB file may not unpack into more than this many pixels. */
const MAX_INPUT_PIXELS = 40_000_000;

/** The MIME type the content really has (magic numbers), or null when unknown. */
export async function sniffType(data: Uint8Array): Promise<string | null> {
  return (await fileTypeFromBuffer(data))?.mime ?? null;
}

/**
 * The stored avatar: turned upright per its EXIF orientation, cropped to a 512×512 square around
 * the centre and encoded as WebP. Metadata (EXIF, GPS) is dropped. The first frame of an
 * animation is used. Throws when the image cannot be decoded.
 */
export async function toAvatarWebp(data: Buffer): Promise<Buffer> {
  return sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    .rotate()
    .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: 'centre' })
    .webp({ quality: 82 })
    .toBuffer();
}
