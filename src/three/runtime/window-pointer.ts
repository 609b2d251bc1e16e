/**
 * In a worker drawing a stage: the pointer over the page's window, -1..1 on each axis (y up),
 * as the page forwards it. Read where a scene on the page would listen on `window`.
 */
export const windowPointer = { x: 0, y: 0 };
