import { encodePng } from './png';

type Rgb = readonly [number, number, number];

export interface PictureTheme {
  skyTop: Rgb;
  skyBottom: Rgb;
  sun: Rgb;
  /** Landscape layers from the back to the front. */
  layers: readonly [Rgb, Rgb, Rgb];
  motif: 'hills' | 'mountains' | 'waves';
  /** Horizontal position of the sun, 0 to 1; also shifts the landscape so pictures of one motif differ. */
  sunX: number;
}

const PICTURE_WIDTH = 640;
const PICTURE_HEIGHT = 360;

const clamp01 = (value: number) => Math.min(1, Math.max(0, value));
/** Triangle wave with peaks of 1 at whole numbers: the ridges of a mountain range. */
const ridge = (t: number) => 1 - 2 * Math.abs(t - Math.round(t));

class Canvas {
  readonly pixels = new Float32Array(PICTURE_WIDTH * PICTURE_HEIGHT * 3);

  blend(x: number, y: number, colour: Rgb, alpha: number): void {
    if (alpha <= 0) return;
    const i = (y * PICTURE_WIDTH + x) * 3;
    for (let c = 0; c < 3; c++) this.pixels[i + c] = this.pixels[i + c]! * (1 - alpha) + colour[c]! * alpha;
  }

  /** Shapes given as coverage functions are only evaluated inside their bounding box. */
  fill(box: { x0: number; y0: number; x1: number; y1: number }, colour: Rgb, coverage: (x: number, y: number) => number): void {
    for (let y = Math.max(0, Math.floor(box.y0)); y < Math.min(PICTURE_HEIGHT, Math.ceil(box.y1)); y++) {
      for (let x = Math.max(0, Math.floor(box.x0)); x < Math.min(PICTURE_WIDTH, Math.ceil(box.x1)); x++) {
        this.blend(x, y, colour, coverage(x + 0.5, y + 0.5));
      }
    }
  }

  /**
   * Fills everything below the curve. Coverage comes from the distance to the curve (height difference
   * divided by the slope's length), so steep ridges are as smooth as flat ones.
   */
  fillBelow(curve: (x: number) => number, colour: Rgb): void {
    for (let x = 0; x < PICTURE_WIDTH; x++) {
      const top = curve(x + 0.5);
      const slope = curve(x + 1) - curve(x);
      const scale = 1 / Math.sqrt(1 + slope * slope);
      for (let y = Math.max(0, Math.floor(top - 2)); y < PICTURE_HEIGHT; y++) {
        this.blend(x, y, colour, clamp01((y + 0.5 - top) * scale + 0.5));
      }
    }
  }

  toPng(): Buffer {
    const rgb = new Uint8Array(this.pixels.length);
    for (let i = 0; i < rgb.length; i++) rgb[i] = Math.round(this.pixels[i]!);
    return encodePng(PICTURE_WIDTH, PICTURE_HEIGHT, rgb);
  }
}

function landscape(theme: PictureTheme, layer: number): (x: number) => number {
  const shift = theme.sunX * 700 + layer * 170;
  const base = PICTURE_HEIGHT * (0.58 + 0.13 * layer);
  const front = layer === 2;
  if (theme.motif === 'mountains' && !front) {
    const height = 150 - 60 * layer;
    return (x) =>
      base - height * (0.65 * ridge((x + shift) / 260) + 0.35 * ridge((x + shift * 1.7) / 110) + 0.4) / 1.4;
  }
  if (theme.motif === 'waves' && layer > 0) {
    return (x) => base + 30 - (10 - 3 * layer) * Math.sin((x + shift) / (22 + 8 * layer));
  }
  const amplitude = 34 - 8 * layer;
  return (x) => base - amplitude * Math.sin((x + shift) / (95 + 40 * layer)) - 8 * Math.sin((x + shift) / 37);
}

/** A calm summer landscape: sky gradient, sun with a halo, two clouds and three layers of land or water. */
export function drawPicture(theme: PictureTheme): Buffer {
  const canvas = new Canvas();
  for (let y = 0; y < PICTURE_HEIGHT; y++) {
    const t = y / (PICTURE_HEIGHT - 1);
    const [top, bottom] = [theme.skyTop, theme.skyBottom];
    const sky: Rgb = [top[0] + (bottom[0] - top[0]) * t, top[1] + (bottom[1] - top[1]) * t, top[2] + (bottom[2] - top[2]) * t];
    for (let x = 0; x < PICTURE_WIDTH; x++) canvas.blend(x, y, sky, 1);
  }

  const sunX = 80 + theme.sunX * (PICTURE_WIDTH - 160);
  const sunY = PICTURE_HEIGHT * 0.27;
  const radius = 38;
  const halo = 70;
  const distance = (x: number, y: number) => Math.hypot(x - sunX, y - sunY);
  canvas.fill({ x0: sunX - halo, y0: sunY - halo, x1: sunX + halo, y1: sunY + halo }, theme.sun, (x, y) => {
    const d = distance(x, y);
    return Math.max(clamp01(radius - d + 0.5), 0.22 * (1 - clamp01((d - radius) / (halo - radius))) ** 2);
  });

  // Clouds keep a third of the width away from the sun, wrapping round the edges.
  for (const [offset, cy, size] of [[0.33, 70, 1], [0.66, 120, 0.7]] as const) {
    const cx = 40 + ((theme.sunX + offset) % 1) * (PICTURE_WIDTH - 180);
    const puffs = [[cx, cy, 22 * size], [cx + 28 * size, cy - 12 * size, 28 * size], [cx + 60 * size, cy, 20 * size]] as const;
    const bottom = cy + 10 * size;
    canvas.fill({ x0: cx - 25 * size, y0: cy - 45 * size, x1: cx + 85 * size, y1: bottom + 1 }, [255, 255, 255], (x, y) =>
      0.9 * clamp01(bottom - y + 0.5) * Math.max(...puffs.map(([px, py, r]) => clamp01(r - Math.hypot(x - px, y - py) + 0.5))),
    );
  }

  theme.layers.forEach((colour, layer) => canvas.fillBelow(landscape(theme, layer), colour));
  return canvas.toPng();
}
