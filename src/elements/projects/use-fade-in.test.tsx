// @vitest-environment jsdom
import { act, useRef } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FADE_IN_DURATION_S, FADE_IN_STAGGER_S } from '../../lib/constants.ts';
import { fadeTiming, useFadeIn } from './use-fade-in.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** One call to element.animate, and whether its animation was cancelled since. */
interface Started {
  target: string;
  keyframes: Keyframe[];
  options: KeyframeAnimationOptions;
  cancelled: boolean;
}

let started: Started[];
let host: HTMLElement;
let root: Root;

function Slide({ index, reducedMotion }: { index: number; reducedMotion: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  useFadeIn(ref, index, reducedMotion);
  return (
    <div ref={ref}>
      <h3 data-fade>title {index}</h3>
      <p>not faded</p>
      <p data-fade>desc</p>
      <div data-fade>tags</div>
    </div>
  );
}

const render = (index: number, reducedMotion = false) =>
  act(() => root.render(<Slide index={index} reducedMotion={reducedMotion} />));
const running = () => started.filter((animation) => !animation.cancelled);

beforeEach(() => {
  started = [];
  // jsdom has no Web Animations: record the calls instead.
  Element.prototype.animate = function (this: Element, keyframes, options) {
    const record: Started = {
      target: this.localName,
      keyframes: keyframes as Keyframe[],
      options: options as KeyframeAnimationOptions,
      cancelled: false,
    };
    started.push(record);
    const cancel = () => {
      record.cancelled = true;
    };
    return { cancel } as unknown as Animation;
  };
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host.attachShadow({ mode: 'open' }));
});

afterEach(() => {
  act(() => root.unmount());
  host.remove();
  // Back to jsdom's own prototype, which has no animate.
  Reflect.deleteProperty(Element.prototype, 'animate');
});

describe('fadeTiming', () => {
  it('lasts the spec fade and starts each element one stagger after the one before', () => {
    expect(FADE_IN_DURATION_S).toBe(1);
    expect(FADE_IN_STAGGER_S).toBe(0.2);
    expect([0, 1, 2, 3].map((i) => fadeTiming(i).delay)).toEqual([0, 200, 400, 600]);
    expect(fadeTiming(3).duration).toBe(1000);
  });

  it('holds the hidden keyframe through the delay and leaves nothing behind', () => {
    expect(fadeTiming(2).fill).toBe('backwards');
  });
});

describe('useFadeIn', () => {
  it('fades every [data-fade] element in, in document order, staggered', () => {
    render(0);
    expect(started.map((animation) => animation.target)).toEqual(['h3', 'p', 'div']);
    expect(started[0]!.keyframes).toEqual([{ opacity: 0 }, { opacity: 1 }]);
    expect(started.map((animation) => animation.options)).toEqual([0, 1, 2].map(fadeTiming));
  });

  it('cancels a running fade before the next index starts its own', () => {
    render(0);
    render(1);
    render(2);
    expect(started).toHaveLength(9);
    expect(started.slice(0, 6).every((animation) => animation.cancelled)).toBe(true);
    expect(running()).toEqual(started.slice(6));
  });

  it('does not restart when the same index renders again', () => {
    render(1);
    render(1);
    expect(started).toHaveLength(3);
    expect(running()).toHaveLength(3);
  });

  it('cancels every animation on unmount, even with the host already out of the page', () => {
    render(0);
    host.remove();
    expect(() => act(() => root.unmount())).not.toThrow();
    expect(running()).toEqual([]);
    root = createRoot(document.createElement('div'));
  });

  it('under reduced motion starts nothing, and stops a fade already running', () => {
    render(0, true);
    render(1, true);
    expect(started).toEqual([]);
    render(2);
    expect(running()).toHaveLength(3);
    render(2, true);
    expect(running()).toEqual([]);
  });
});
