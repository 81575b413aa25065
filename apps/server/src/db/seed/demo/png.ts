import { crc32, deflateSync } from 'node:zlib';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/**
 * Encodes 8-bit RGB pixels (row after row, 3 bytes a pixel) as a PNG. Each row takes the Sub or the Up
 * filter, whichever leaves smaller differences: flat and gradient areas then become runs of zeros that
 * deflate to almost nothing, which keeps a 640x360 picture at a few kilobytes.
 */
export function encodePng(width: number, height: number, rgb: Uint8Array): Buffer {
  const stride = width * 3;
  const filtered = Buffer.alloc((stride + 1) * height);
  const sub = new Uint8Array(stride);
  const up = new Uint8Array(stride);
  for (let y = 0; y < height; y++) {
    const row = y * stride;
    let subCost = 0;
    let upCost = 0;
    for (let i = 0; i < stride; i++) {
      const value = rgb[row + i]!;
      sub[i] = value - (i >= 3 ? rgb[row + i - 3]! : 0);
      up[i] = value - (y > 0 ? rgb[row - stride + i]! : 0);
      subCost += Math.min(sub[i]!, 256 - sub[i]!);
      upCost += Math.min(up[i]!, 256 - up[i]!);
    }
    const out = y * (stride + 1);
    filtered[out] = subCost <= upCost ? 1 : 2;
    filtered.set(subCost <= upCost ? sub : up, out + 1);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  // Bit depth 8, colour type 2 (RGB); compression, filter method and interlace all 0.
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(filtered)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
