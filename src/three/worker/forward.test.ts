import { expect, test } from 'vitest';
import { forwardPointer } from './forward.ts';

test('a pointer event is forwarded as the fields the scenes read, and nothing that cannot be cloned', () => {
  const event = {
    type: 'pointermove',
    pointerId: 3,
    button: -1,
    offsetX: 12.5,
    offsetY: 40,
    clientX: 812.5,
    clientY: 300,
    target: {},
    preventDefault() {},
  };
  const forwarded = forwardPointer(event);
  expect(forwarded).toEqual({
    type: 'pointermove',
    pointerId: 3,
    button: -1,
    offsetX: 12.5,
    offsetY: 40,
    clientX: 812.5,
    clientY: 300,
  });
  // What postMessage will carry: a structured clone of it is the same.
  expect(structuredClone(forwarded)).toEqual(forwarded);
});
