import { describe, expect, it } from 'vitest';
import { detectImageType, fileMatchesType } from './magic-bytes';

describe('detectImageType', () => {
  it('knows the four picture types by their first bytes', () => {
    expect(detectImageType(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(detectImageType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe(
      'image/png',
    );
    expect(detectImageType(Buffer.from('GIF89a....'))).toBe('image/gif');
    expect(detectImageType(Buffer.from('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp');
  });
  it('refuses HTML, SVG and empty files whatever they are called', () => {
    expect(detectImageType(Buffer.from('<html><script>alert(1)</script>'))).toBeNull();
    expect(detectImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(detectImageType(Buffer.alloc(0))).toBeNull();
  });
});

describe('fileMatchesType', () => {
  it('checks chat files against their claimed type', () => {
    expect(fileMatchesType(Buffer.from('%PDF-1.7 ...'), 'application/pdf')).toBe(true);
    expect(fileMatchesType(Buffer.from('<html>'), 'application/pdf')).toBe(false);
    expect(fileMatchesType(Buffer.from('Hej med jer\nVi ses'), 'text/plain')).toBe(true);
    expect(fileMatchesType(Buffer.from('  <!DOCTYPE html><p>'), 'text/plain')).toBe(false);
    expect(fileMatchesType(Buffer.from('MZ'), 'application/x-msdownload')).toBe(false);
  });
});
