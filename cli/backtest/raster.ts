/** Draws a chart scene into an RGBA raster (for the PNG writer), with the built-in bitmap font. */
import type { Rgb, Scene } from './chart.ts';
import { GLYPH_HEIGHT, GLYPH_WIDTH, glyph } from './font.ts';

export class Raster {
  readonly data: Uint8Array;

  constructor(
    readonly width: number,
    readonly height: number,
    background: Rgb,
  ) {
    this.data = new Uint8Array(width * height * 4);
    for (let i = 0; i < width * height; i++) this.data.set([...background, 255], i * 4);
  }

  pixel(x: number, y: number, c: Rgb): void {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height) return;
    this.data.set([c[0], c[1], c[2], 255], (Math.floor(y) * this.width + Math.floor(x)) * 4);
  }

  rect(x: number, y: number, w: number, h: number, c: Rgb): void {
    for (let j = 0; j < h; j++) for (let i = 0; i < w; i++) this.pixel(x + i, y + j, c);
  }

  /** Bresenham's line. */
  line(x1: number, y1: number, x2: number, y2: number, c: Rgb): void {
    let [x, y] = [Math.round(x1), Math.round(y1)];
    const [tx, ty] = [Math.round(x2), Math.round(y2)];
    const dx = Math.abs(tx - x);
    const dy = -Math.abs(ty - y);
    const sx = x < tx ? 1 : -1;
    const sy = y < ty ? 1 : -1;
    let err = dx + dy;
    for (;;) {
      this.pixel(x, y, c);
      if (x === tx && y === ty) return;
      const e2 = 2 * err;
      if (e2 >= dy) {
        err += dy;
        x += sx;
      }
      if (e2 <= dx) {
        err += dx;
        y += sy;
      }
    }
  }

  text(x: number, y: number, s: string, c: Rgb, scale = 1): void {
    [...s].forEach((ch, k) => {
      const rows = glyph(ch);
      const left = x + k * (GLYPH_WIDTH + 1) * scale;
      for (let row = 0; row < GLYPH_HEIGHT; row++) {
        for (let col = 0; col < GLYPH_WIDTH; col++) {
          if (rows[row]! & (1 << (GLYPH_WIDTH - 1 - col)))
            this.rect(left + col * scale, y + row * scale, scale, scale, c);
        }
      }
    });
  }
}

export function rasterise(scene: Scene): Raster {
  const r = new Raster(scene.width, scene.height, scene.background);
  for (const s of scene.shapes) {
    if (s.kind === 'rect') r.rect(s.x, s.y, s.w, s.h, s.fill);
    else if (s.kind === 'line') r.line(s.x1, s.y1, s.x2, s.y2, s.stroke);
    else r.text(s.x, s.y, s.text, s.fill, s.scale);
  }
  return r;
}
