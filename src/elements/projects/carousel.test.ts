import { describe, expect, it } from 'vitest';
import { fill } from '../../i18n/languages.ts';
import { EN } from '../../i18n/messages/en-all.ts';
import { announcement, initialState, keyToEvent, step, type CarouselState } from './carousel.ts';

describe('carousel', () => {
  it('starts at the first project', () => {
    expect(initialState(4)).toEqual({ index: 0, count: 4 });
  });

  it('moves forward and back one project at a time', () => {
    const s1 = step(initialState(4), { type: 'next' });
    expect(s1.index).toBe(1);
    expect(step(step(s1, { type: 'next' }), { type: 'prev' }).index).toBe(1);
  });

  it('wraps from the first project back to the last', () => {
    expect(step(initialState(4), { type: 'prev' }).index).toBe(3);
  });

  it('wraps from the last project forward to the first', () => {
    expect(step({ index: 3, count: 4 }, { type: 'next' }).index).toBe(0);
  });

  it('comes back to the start after a full turn either way', () => {
    let forward: CarouselState = initialState(4);
    let backward: CarouselState = initialState(4);
    const seen: number[] = [];
    for (let i = 0; i < 4; i++) {
      forward = step(forward, { type: 'next' });
      backward = step(backward, { type: 'prev' });
      seen.push(backward.index);
    }
    expect(forward.index).toBe(0);
    expect(seen).toEqual([3, 2, 1, 0]);
  });

  it('stays put with a single project', () => {
    expect(step(initialState(1), { type: 'next' }).index).toBe(0);
    expect(step(initialState(1), { type: 'prev' }).index).toBe(0);
  });

  it('keeps the index inside a shorter list', () => {
    expect(step({ index: 3, count: 4 }, { type: 'count', count: 2 })).toEqual({
      index: 1,
      count: 2,
    });
    expect(step({ index: 1, count: 4 }, { type: 'count', count: 6 }).index).toBe(1);
    expect(step({ index: 1, count: 4 }, { type: 'count', count: 0 })).toEqual({
      index: 0,
      count: 0,
    });
    expect(step({ index: 0, count: 0 }, { type: 'next' }).index).toBe(0);
  });

  it('maps arrow keys to steps and ignores other keys', () => {
    expect(keyToEvent('ArrowRight')).toEqual({ type: 'next' });
    expect(keyToEvent('ArrowLeft')).toEqual({ type: 'prev' });
    expect(keyToEvent('Enter')).toBeNull();
  });

  it('turns the arrow keys round right to left: left moves on to the next project', () => {
    expect(keyToEvent('ArrowLeft', 'rtl')).toEqual({ type: 'next' });
    expect(keyToEvent('ArrowRight', 'rtl')).toEqual({ type: 'prev' });
  });

  it('announces position and title', () => {
    const values = announcement({ index: 1, count: 4 }, 'DevLink');
    expect(fill(EN['projects.announce'], values)).toBe('Project 2 of 4: DevLink');
  });
});
