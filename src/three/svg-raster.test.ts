import { describe, expect, it } from 'vitest';
import { svgHasOwnSize } from './svg-raster.ts';

describe('svgHasOwnSize', () => {
  it('is true where the root gives both width and height in pixels', () => {
    expect(svgHasOwnSize('<svg xmlns="http://www.w3.org/2000/svg" width="960" height="640">')).toBe(
      true,
    );
    expect(svgHasOwnSize("<?xml version='1.0'?>\n<svg height='32.5px' width = '48px'>")).toBe(true);
  });

  it('is false for a root without both, or with relative lengths', () => {
    expect(svgHasOwnSize('<svg viewBox="0 0 96 64">')).toBe(false);
    expect(svgHasOwnSize('<svg width="96" viewBox="0 0 96 64">')).toBe(false);
    expect(svgHasOwnSize('<svg width="100%" height="100%">')).toBe(false);
    expect(svgHasOwnSize('<svg width="4em" height="3em">')).toBe(false);
  });

  it("reads the root's attributes only", () => {
    expect(svgHasOwnSize('<svg viewBox="0 0 9 9"><rect width="9" height="9"/></svg>')).toBe(false);
    expect(svgHasOwnSize('<svg stroke-width="2" data-height="3">')).toBe(false);
    expect(svgHasOwnSize('not an svg')).toBe(false);
  });
});
