import { expect, test } from 'vitest';
import { forwardPointer } from './forward.ts';

test('a pointer event is forwarded as the fields the scenes read, and nothing that cannot be cloned', () => {
  const fields = {
    type: 'pointermove',
    pointerId: 3,
    pointerType: 'touch',
    button: -1,
    ctrlKey: false,
    metaKey: false,
    shiftKey: true,
    offsetX: 12.5,
    offsetY: 40,
    clientX: 812.5,
    clientY: 300,
    pageX: 812.5,
    pageY: 1900,
  } as const;
  const forwarded = forwardPointer({ ...fields, target: {}, preventDefault() {} } as never);
  expect(forwarded).toEqual(fields);
  // What postMessage will carry: a structured clone of it is the same.
  expect(structuredClone(forwarded)).toEqual(fields);
});
