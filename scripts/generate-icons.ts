import path from 'node:path';
import sharp from 'sharp';

/**
 * The app icons (PWA manifest, notifications): PNGs rendered from the club crest SVG.
 * Run `npx tsx scripts/generate-icons.ts` after changing client/public/club-crest.svg.
 */
const publicDir = path.resolve(import.meta.dirname, '../client/public');
const crest = path.join(publicDir, 'club-crest.svg');

const sizes: Array<[string, number]> = [
  ['app-icon-512.png', 512],
  ['favicon-192x192.png', 192],
  ['apple-touch-icon.png', 180],
  ['favicon-32x32.png', 32],
];

for (const [name, size] of sizes) {
  await sharp(crest, { density: Math.ceil((72 * size) / 512) * 2 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(publicDir, name));
  console.log(`wrote ${name}`);
}
