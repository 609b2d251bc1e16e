import { describe, expect, it } from 'vitest';
import { decodeBase64Url, encodeBase64Url } from './base64url.ts';

describe('base64url', () => {
  it('round-trips UTF-8 JSON without padding or URL-unsafe characters', () => {
    const text = JSON.stringify({ owner: { firstName: 'Zoë', name: '李 雷 ✓' }, n: '>>>???' });
    const encoded = encodeBase64Url(text);
    expect(encoded).not.toMatch(/[+/=]/);
    expect(decodeBase64Url(encoded)).toBe(text);
  });

  it('throws on malformed input', () => {
    expect(() => decodeBase64Url('@@@')).toThrow();
  });
});
