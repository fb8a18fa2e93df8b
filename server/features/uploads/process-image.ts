import sharp from 'sharp';
import { DomainError, invalidInput } from '../../core/domain-error';
import { detectImageType } from './magic-bytes';
import { MAX_IMAGE_SIDE, UPLOAD_ERRORS, type ImagePurpose } from './upload-purposes';

export const OUTPUT_TYPE = 'image/webp';

/**
 * Checks a picture by its bytes and re-encodes it (S9): the type must be a real JPEG, PNG,
 * WebP or GIF (and the one the upload was bound to, when bound); at most 4096×4096 pixels,
 * judged from the header before anything is decoded; out comes a WebP that fits the purpose,
 * turned upright, first frame only, with every piece of metadata (EXIF, GPS, ICC) left behind.
 */
export async function processImage(
  bytes: Buffer,
  purpose: ImagePurpose,
  boundType: string | null,
): Promise<Buffer> {
  const detected = detectImageType(bytes);
  if (!detected || (boundType && boundType !== detected))
    throw new DomainError('unsupportedType', UPLOAD_ERRORS.wrongType);
  if (bytes.length > purpose.maxBytes) throw new DomainError('tooLarge', UPLOAD_ERRORS.tooLarge);
  let width: number | undefined;
  let height: number | undefined;
  try {
    ({ width, height } = await sharp(bytes, { limitInputPixels: false }).metadata());
  } catch {
    throw invalidInput(UPLOAD_ERRORS.unreadable);
  }
  if (!width || !height) throw invalidInput(UPLOAD_ERRORS.unreadable);
  if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE) throw invalidInput(UPLOAD_ERRORS.tooManyPixels);
  try {
    return await sharp(bytes, {
      limitInputPixels: MAX_IMAGE_SIDE * MAX_IMAGE_SIDE,
      pages: 1,
      failOn: 'error',
    })
      .rotate()
      .resize(purpose.outputSide, purpose.outputSide, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw invalidInput(UPLOAD_ERRORS.unreadable);
  }
}
