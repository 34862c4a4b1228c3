/** A strict reader of the PNG files the backtest writes, for tests: chunks, CRCs, pixels. */
import { inflateSync } from 'node:zlib';
import { expect } from 'vitest';
import { crc32, PNG_SIGNATURE } from '../../cli/backtest/png.ts';

export interface DecodedPng {
  width: number;
  height: number;
  chunks: string[];
  /** RGBA pixels, row-major, without the per-line filter bytes. */
  rgba: Buffer;
}

/** Checks the signature and every chunk's CRC, then inflates the image data (filter 0 lines only). */
export function decodePng(file: Buffer): DecodedPng {
  expect(file.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  const chunks: string[] = [];
  const idat: Buffer[] = [];
  let width = 0;
  let height = 0;
  for (let at = 8; at < file.length; ) {
    const length = file.readUInt32BE(at);
    const type = file.toString('latin1', at + 4, at + 8);
    const data = file.subarray(at + 8, at + 8 + length);
    expect(file.readUInt32BE(at + 8 + length), `${type} CRC`).toBe(crc32(file.subarray(at + 4, at + 8 + length)));
    chunks.push(type);
    if (type === 'IHDR') {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
      expect([...data.subarray(8)]).toEqual([8, 6, 0, 0, 0]);
    }
    if (type === 'IDAT') idat.push(data);
    at += 12 + length;
  }
  expect(chunks[0]).toBe('IHDR');
  expect(chunks.at(-1)).toBe('IEND');
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * 4;
  expect(raw.length).toBe(height * (stride + 1));
  const rgba = Buffer.alloc(height * stride);
  for (let y = 0; y < height; y++) {
    expect(raw[y * (stride + 1)]).toBe(0);
    raw.copy(rgba, y * stride, y * (stride + 1) + 1, (y + 1) * (stride + 1));
  }
  return { width, height, chunks, rgba };
}
