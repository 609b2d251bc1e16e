import { describe, expect, it } from 'vitest';
import { fillOwnerText, ownerText, ownerValues } from './owner-text.ts';
import { resolveContent } from './resolve.ts';
import { AboutSchema, FooterSchema, OwnerSchema } from './schema.ts';
import { SAMPLE_CONTENT } from './sample.ts';

const owner = { name: 'Ana Silva', firstName: 'Ana', location: 'Lisbon, Portugal', role: 7 };

describe('ownerText', () => {
  it('fills the owner keys and the city, and keeps what it has no value for', () => {
    const values = ownerValues(owner);
    expect(values).toEqual({
      name: 'Ana Silva',
      firstName: 'Ana',
      location: 'Lisbon, Portugal',
      city: 'Lisbon',
    });
    expect(ownerText('Hi, I am {firstName}, from {city} ({role}) {other}', values)).toBe(
      'Hi, I am Ana, from Lisbon ({role}) {other}',
    );
  });
  it('fills strings deep in objects and arrays, leaving other values alone', () => {
    expect(
      fillOwnerText({ a: ['{name}', 3], b: { c: '{city}', d: true } }, ownerValues(owner)),
    ).toEqual({ a: ['Ana Silva', 3], b: { c: 'Lisbon', d: true } });
  });
});

describe('resolveContent with an owner layer', () => {
  it('shows nothing of the sample owner where the sample names the owner', () => {
    const layer = {
      ok: true as const,
      label: 'test',
      value: {
        owner: {
          ...SAMPLE_CONTENT.owner,
          name: 'Ana Silva',
          firstName: 'Ana',
          location: 'Lisbon, Portugal',
          github: 'https://github.com/ana',
        },
      },
    };
    const resolved = resolveContent(SAMPLE_CONTENT, [layer], {
      owner: OwnerSchema,
      about: AboutSchema,
      footer: FooterSchema,
    });
    expect(resolved.ok).toBe(true);
    if (!resolved.ok) return;
    const text = JSON.stringify({ about: resolved.content.about, footer: resolved.content.footer });
    expect(text).not.toMatch(/Jordan|Avery|Seattle|\{(firstName|name|city)\}/);
    expect(resolved.content.about.bio.title).toBe('Hi, I am Ana');
    expect(resolved.content.footer.social[0]!.href).toBe('https://github.com/ana');
  });
});
