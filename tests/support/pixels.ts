/**
 * Pixels of what the screen shows, for the tests that judge a 3D stage by its picture: a WebGL
 * canvas does not keep its buffer to read back, so the tests read a screenshot of its box.
 */
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';

export interface Picture {
  width: number;
  height: number;
  /** Three bytes a pixel: red, green, blue. */
  data: Uint8Array;
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** What the page's screen shows now inside `clip`. */
export async function clipPixels(page: Page, clip: Box): Promise<Picture> {
  const png = await page.screenshot({ clip });
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data };
}

/** What `target` shows on the page's screen now. */
export async function screenPixels(page: Page, target: Locator): Promise<Picture> {
  const box = await target.boundingBox();
  assert.ok(box, `no box for ${String(target)}`);
  return clipPixels(page, box);
}

/** All of `target`, scrolled into view as needed (it may be taller than the viewport). */
export async function elementPixels(target: Locator): Promise<Picture> {
  const png = await target.screenshot();
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data };
}

/** The mean luma (Rec. 709, 0-255) of a picture. */
export function meanLuma(picture: Picture): number {
  const { luma } = lumaOf(picture);
  return luma.reduce((sum, value) => sum + value, 0) / luma.length;
}

/** Each pixel's luma (Rec. 709), and their variance: near 0 for a blank or flat picture. */
export function lumaOf({ data }: Picture): { luma: number[]; variance: number } {
  const luma: number[] = [];
  let sum = 0;
  let squares = 0;
  for (let i = 0; i < data.length; i += 3) {
    const value = 0.2126 * data[i]! + 0.7152 * data[i + 1]! + 0.0722 * data[i + 2]!;
    luma.push(value);
    sum += value;
    squares += value * value;
  }
  const mean = sum / luma.length;
  return { luma, variance: squares / luma.length - mean * mean };
}

/** Distinct colours (5 bits a channel), and the share of pixels brighter than the backdrop. */
export function colourStats({ data }: Picture): { colours: number; litShare: number } {
  const colours = new Set<number>();
  let lit = 0;
  for (let i = 0; i < data.length; i += 3) {
    const [r, g, b] = [data[i]!, data[i + 1]!, data[i + 2]!];
    colours.add(((r >> 3) << 10) | ((g >> 3) << 5) | (b >> 3));
    if (r + g + b > 90) lit++;
  }
  return { colours: colours.size, litShare: lit / (data.length / 3) };
}

/** A pixel as hue (degrees), saturation and value (0..1). */
export interface Hsv {
  h: number;
  s: number;
  v: number;
}

export function hsv(r: number, g: number, b: number): Hsv {
  const max = Math.max(r, g, b);
  const chroma = max - Math.min(r, g, b);
  let h = 0;
  if (chroma > 0) {
    if (max === r) h = ((g - b) / chroma + 6) % 6;
    else if (max === g) h = (b - r) / chroma + 2;
    else h = (r - g) / chroma + 4;
  }
  return { h: h * 60, s: max ? chroma / max : 0, v: max / 255 };
}

/** The share of the picture's pixels that `looks` accepts. */
export function shareOf(picture: Picture, looks: (c: Hsv) => boolean): number {
  const { data } = picture;
  let hits = 0;
  for (let i = 0; i < data.length; i += 3)
    if (looks(hsv(data[i]!, data[i + 1]!, data[i + 2]!))) hits++;
  return hits / (data.length / 3);
}
