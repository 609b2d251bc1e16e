import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { scriptFace } from '../../src/styles/script-faces.ts';
import { needsScriptFace } from '../../src/styles/script-fonts.ts';
import { builtFaces, contentLanguages, faceCss, pageFaceLinks } from './script-fonts.ts';

describe('script faces', () => {
  it('gives each script its face: bundled for Hebrew, Thai and Devanagari, built for CJK', () => {
    const face = (lang: string) => {
      const found = scriptFace(lang);
      return found && `${found.kind} ${found.family}`;
    };
    expect(face('he')).toBe('bundled Noto Sans Hebrew Variable');
    expect(face('th-TH')).toBe('bundled Noto Sans Thai Variable');
    expect(face('hi')).toBe('bundled Noto Sans Devanagari Variable');
    expect(face('ja')).toBe('built Noto Sans JP Variable');
    expect(face('ko-KR')).toBe('built Noto Sans KR Variable');
    expect(face('zh')).toBe('built Noto Sans SC Variable');
    expect(face('zh-Hant')).toBe('built Noto Sans TC Variable');
    expect(face('zh-TW')).toBe('built Noto Sans TC Variable');
    for (const lang of ['en', 'pt-BR', 'de', 'ru', 'ar', 'el']) expect(face(lang)).toBeNull();
    // The elements' quick check, which loads the faces' chunk, agrees.
    const tags = [
      'he',
      'iw',
      'yi',
      'th',
      'hi',
      'mr',
      'ne',
      'sa',
      'ja',
      'ko',
      'zh',
      'zh-Hant',
      'en',
      'ar',
      'fr',
    ];
    for (const lang of tags) expect(needsScriptFace(lang), lang).toBe(scriptFace(lang) !== null);
  });

  it('copies the built faces of the languages the content names, once each', () => {
    const content = { lang: 'en', locales: { ja: {}, 'zh-TW': {}, 'zh-HK': {}, he: {} } };
    expect(contentLanguages(content)).toEqual(['en', 'ja', 'zh-TW', 'zh-HK', 'he']);
    expect(builtFaces(contentLanguages(content)).map((face) => face.name)).toEqual([
      'noto-sans-jp',
      'noto-sans-tc',
    ]);
    expect(faceCss('src: url(./files/noto-sans-jp-0-wght-normal.woff2)', 'noto-sans-jp')).toBe(
      'src: url(./noto-sans-jp/noto-sans-jp-0-wght-normal.woff2)',
    );
  });

  it("finds a page's face and its language switch's, a built one only where dist/ has it", () => {
    const dist = mkdtempSync(join(tmpdir(), 'faces-'));
    mkdirSync(join(dist, 'fonts'));
    writeFileSync(join(dist, 'fonts/noto-sans-jp.css'), '');
    const content = { lang: 'en', locales: { ja: {}, ko: {}, he: {} } };
    const html = `<html lang="en"><head><script type="application/json" id="portfolio-content">${JSON.stringify(content)}</script></head></html>`;
    const faces = pageFaceLinks(html, dist).map(({ face, own }) => [face.family, own]);
    expect(faces).toEqual([
      ['Noto Sans JP Variable', false],
      ['Noto Sans Hebrew Variable', false],
    ]);
    const japanese = html.replace('<html lang="en">', '<html lang="ja">');
    expect(pageFaceLinks(japanese, dist).map(({ face, own }) => [face.family, own])).toEqual([
      ['Noto Sans JP Variable', true],
      ['Noto Sans Hebrew Variable', false],
    ]);
    rmSync(dist, { recursive: true, force: true });
  });
});
