import sharp from 'sharp';
import { DomainError, invalidInput } from '../../core/domain-error';
import { CREST_SIDE } from '../../core/club/identity';
import { detectImageType } from '../uploads';

export const CREST_ERRORS = {
  wrongType: 'Skjoldet skal være et PNG-, JPEG-, WebP- eller SVG-billede',
  unreadable: 'Billedet af skjoldet kunne ikke læses',
  tooLarge: 'Skjoldet må højst fylde 1 MB',
};

/** An SVG by its text: optional BOM, XML declaration, comments or doctype, then `<svg`. */
function looksLikeSvg(bytes: Buffer): boolean {
  const head = bytes.subarray(0, 4096).toString('utf8').replace(/^\uFEFF/, '');
  const rest = head
    .replace(/^\s*<\?xml[^>]*\?>/, '')
    .replace(/^(\s*(<!--[\s\S]*?-->|<!DOCTYPE[^>]*>))*/i, '')
    .trimStart();
  return rest.startsWith('<svg');
}

/**
 * An uploaded crest, checked by its bytes and rasterised here to a square 512×512 PNG on a
 * transparent ground: PNG, JPEG and WebP are re-encoded, an SVG is drawn by the image library and
 * never kept or served as SVG (decision 105, superseding decision 090 for uploaded crests), so no
 * script or outside reference in it ever reaches a browser.
 */
export async function rasteriseCrest(bytes: Buffer): Promise<Buffer> {
  if (bytes.length > 1024 * 1024) throw new DomainError('tooLarge', CREST_ERRORS.tooLarge);
  const type = detectImageType(bytes);
  const svg = !type && looksLikeSvg(bytes);
  if (!svg && type !== 'image/png' && type !== 'image/jpeg' && type !== 'image/webp')
    throw new DomainError('unsupportedType', CREST_ERRORS.wrongType);
  try {
    const image = sharp(bytes, {
      limitInputPixels: 4096 * 4096,
      pages: 1,
      failOn: 'error',
      ...(svg ? { density: 300 } : {}),
    });
    const { width, height } = await image.metadata();
    if (!width || !height) throw new Error('no size');
    return await image
      .rotate()
      .resize(CREST_SIDE, CREST_SIDE, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
      .png({ compressionLevel: 9 })
      .toBuffer();
  } catch {
    throw invalidInput(CREST_ERRORS.unreadable, { image: CREST_ERRORS.unreadable });
  }
}

/** The base64 text a form sends, or a `data:` URL of it. */
export function crestBytes(text: string): Buffer {
  const base64 = text.replace(/^data:[^,]*,/, '');
  if (!/^[A-Za-z0-9+/=\s]+$/.test(base64)) throw invalidInput(CREST_ERRORS.unreadable, { image: CREST_ERRORS.unreadable });
  return Buffer.from(base64, 'base64');
}
