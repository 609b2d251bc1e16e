import { describe, expect, it } from 'vitest';
import { formatMonth, formatPeriod, formatYear } from './intl.ts';
import {
  directionOf,
  fill,
  isLanguageTag,
  mergeMessages,
  primaryLanguage,
  type MessageTable,
} from './languages.ts';
import ar from './messages/ar.json';
import de from './messages/de.json';
import { EN } from './messages/en-all.ts';
import es from './messages/es.json';
import fr from './messages/fr.json';
import pt from './messages/pt.json';

const AR: MessageTable = ar;
const DE: MessageTable = de;
const ES: MessageTable = es;
const FR: MessageTable = fr;
const PT: MessageTable = pt;

const slots = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the shipped message tables', () => {
  it.each([
    ['es', ES],
    ['pt', PT],
    ['de', DE],
    ['fr', FR],
    ['ar', AR],
  ] as const)('%s translates every message, with the same {slots}', (_, table) => {
    expect(Object.keys(table).sort()).toEqual(Object.keys(EN).sort());
    for (const [key, text] of Object.entries(EN)) {
      expect([key, slots(table[key as keyof typeof EN] ?? '')]).toEqual([key, slots(text)]);
      expect(table[key as keyof typeof EN]).not.toBe('');
    }
  });

  it("keeps the spec's English texts word for word", () => {
    expect(EN['sample.hero.cta']).toBe("Let's work together");
    expect(EN['contact.sending']).toBe('Sending...');
    expect(EN['contact.sent']).toBe('Message sent successfully');
    expect(EN['contact.failed']).toBe('Something went wrong');
    expect(EN['stage.loading']).toBe('Loading...');
    expect(EN['sample.about.globe']).toBe('I work remotely across multiple timezones');
    expect(EN['sample.contact.title']).toBe("Let's talk");
  });
});

describe('mergeMessages', () => {
  it('lays a language over English and the owner over both; a key left out falls back', () => {
    const merged = mergeMessages(
      EN,
      { 'contact.send': 'Enviar' },
      { 'contact.sending': 'Já vai...' },
    );
    expect(merged['contact.send']).toBe('Enviar');
    expect(merged['contact.sending']).toBe('Já vai...');
    expect(merged['contact.sent']).toBe('Message sent successfully');
  });
});

describe('languages', () => {
  it('knows which languages run right to left', () => {
    expect(['ar', 'he', 'fa', 'ar-EG', 'fa_IR'].map(directionOf)).toEqual(Array(5).fill('rtl'));
    expect(['en', 'pt-BR', 'de'].map(directionOf)).toEqual(['ltr', 'ltr', 'ltr']);
    expect(primaryLanguage('pt-BR')).toBe('pt');
  });

  it('takes BCP 47 tags only', () => {
    expect(['en', 'pt-BR', 'zh-Hant-TW', 'ar'].every(isLanguageTag)).toBe(true);
    expect(['', 'p t', 'portuguese!', 'pt_BR', 'x'].some(isLanguageTag)).toBe(false);
  });

  it('fills slots and leaves an unknown one as written', () => {
    expect(fill('{a} and {b}', { a: 1 })).toBe('1 and {b}');
  });
});

describe('Intl formatting', () => {
  it('writes periods in each language, a bare year as a year', () => {
    expect(formatPeriod('en', EN, '2021-05', '2022-12')).toBe('May 2021 - Dec 2022');
    expect(formatPeriod('en', EN, '2022', undefined)).toBe('2022 - Present');
    expect(formatPeriod('pt', mergeMessages(EN, PT), '2019-07', '2021-05')).toBe(
      'jul. de 2019 – mai. de 2021',
    );
    expect(formatPeriod('de', mergeMessages(EN, DE), '2022', undefined)).toBe('2022 – heute');
    expect(formatMonth('ar', '2021-05')).toMatch(/^مايو /);
  });

  it("writes a year in the language's own digits where it has them", () => {
    expect(formatYear('en', 2024)).toBe('2024');
    expect(formatYear('ar-EG', 2024)).toBe('٢٠٢٤');
  });
});
