import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/** Small real pictures for upload tests, made on the fly. */
export function pngImage(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 30 } } })
    .png()
    .toBuffer();
}

/** A JPEG carrying EXIF with GPS coordinates: the re-encoded picture must not. */
export function jpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 40, channels: 3, background: { r: 0, g: 90, b: 200 } } })
    .jpeg()
    .withExif({ IFD0: { Make: 'SecretPhone' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '55/1 40/1 0/1' } })
    .toBuffer();
}

/** A tiny PNG file whose header claims 20000×20000 pixels (a decompression bomb's calling card). */
export async function hugePixelPng(): Promise<Buffer> {
  const png = Buffer.from(await pngImage(1, 1));
  png.writeUInt32BE(20000, 16);
  png.writeUInt32BE(20000, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}
