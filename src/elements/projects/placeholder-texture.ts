import { CanvasTexture, SRGBColorSpace, type Texture } from 'three';

/**
 * What the demo computer's screen shows for a project without a picture: its title on a tile
 * of the screen's own blue when it has no spotlight, and a struck-through picture with the
 * words "Image unavailable" (in the page's language: the element sends them) when its picture
 * failed. Drawn on an OffscreenCanvas, so it works in the stage worker as on the page.
 */

export type PlaceholderKind = 'none' | 'failed';

const WIDTH = 1024;
const HEIGHT = 640;
const FONT = '600 56px Inter, system-ui, sans-serif';
const SMALL_FONT = '500 34px Inter, system-ui, sans-serif';
/** Words per line before the title wraps, so a long title stays on the screen. */
const LINE_CHARS = 26;

function wrap(title: string): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of title.split(/\s+/)) {
    if (line && `${line} ${word}`.length > LINE_CHARS) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines.slice(0, 3);
}

function draw(kind: PlaceholderKind, title: string, unavailable: string): OffscreenCanvas {
  const canvas = new OffscreenCanvas(WIDTH, HEIGHT);
  const context = canvas.getContext('2d')!;
  const ground = context.createLinearGradient(0, 0, WIDTH, HEIGHT);
  ground.addColorStop(0, '#0b1220');
  ground.addColorStop(1, kind === 'none' ? '#1d3a6e' : '#2a1a24');
  context.fillStyle = ground;
  context.fillRect(0, 0, WIDTH, HEIGHT);
  context.fillStyle = 'rgba(255,255,255,0.06)';
  context.beginPath();
  context.arc(WIDTH * 0.82, HEIGHT * 0.12, 220, 0, Math.PI * 2);
  context.fill();
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  if (kind === 'failed') {
    // A picture frame with a hill and a sun, struck through.
    const [x, y, w, h] = [WIDTH / 2 - 90, HEIGHT / 2 - 150, 180, 130];
    context.strokeStyle = '#f4f4f6';
    context.lineWidth = 10;
    context.lineJoin = 'round';
    context.strokeRect(x, y, w, h);
    context.beginPath();
    context.moveTo(x + 12, y + h - 14);
    context.lineTo(x + 70, y + 60);
    context.lineTo(x + 120, y + h - 30);
    context.stroke();
    context.beginPath();
    context.arc(x + 130, y + 40, 16, 0, Math.PI * 2);
    context.stroke();
    context.strokeStyle = '#fb7185';
    context.beginPath();
    context.moveTo(x - 20, y + h + 20);
    context.lineTo(x + w + 20, y - 20);
    context.stroke();
    context.fillStyle = '#f4f4f6';
    context.font = FONT;
    context.fillText(unavailable, WIDTH / 2, HEIGHT / 2 + 70);
    context.font = SMALL_FONT;
    context.fillStyle = 'rgba(244,244,246,0.7)';
    context.fillText(wrap(title)[0] ?? '', WIDTH / 2, HEIGHT / 2 + 140);
  } else {
    const lines = wrap(title);
    context.fillStyle = '#f4f4f6';
    context.font = FONT;
    lines.forEach((line, i) =>
      context.fillText(line, WIDTH / 2, HEIGHT / 2 + (i - (lines.length - 1) / 2) * 72),
    );
  }
  return canvas;
}

/** A new texture of the placeholder: the caller owns and disposes it. */
export function placeholderTexture(
  kind: PlaceholderKind,
  title: string,
  unavailable: string,
): Texture {
  const texture = new CanvasTexture(draw(kind, title, unavailable));
  texture.colorSpace = SRGBColorSpace;
  return texture;
}

export const PLACEHOLDER_SIZE = { width: WIDTH, height: HEIGHT } as const;
