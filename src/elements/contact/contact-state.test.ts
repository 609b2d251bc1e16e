import { describe, expect, it } from 'vitest';
import {
  FAILED_TEXT,
  INITIAL_STATE,
  SENT_TEXT,
  statusText,
  step,
  type ContactState,
} from './contact-state.ts';

const SENDING: ContactState = { phase: 'sending', outcome: 'none' };

describe('contact submit state', () => {
  it('starts idle with no outcome', () => {
    expect(INITIAL_STATE).toEqual({ phase: 'idle', outcome: 'none' });
  });
  it('goes idle -> sending -> idle on success', () => {
    const sending = step(INITIAL_STATE, { type: 'submit' });
    expect(sending).toEqual(SENDING);
    expect(step(sending, { type: 'sent' })).toEqual({ phase: 'idle', outcome: 'sent' });
  });
  it('goes back to idle on failure', () => {
    expect(step(SENDING, { type: 'failed' })).toEqual({ phase: 'idle', outcome: 'failed' });
  });
  it('tells the visitor when a send is slow, and only while sending', () => {
    const slow = step(SENDING, { type: 'slow' });
    expect(slow).toEqual({ phase: 'sending', outcome: 'slow' });
    expect(statusText(slow)).toMatch(/slow to answer/);
    expect(step(slow, { type: 'failed' })).toEqual({ phase: 'idle', outcome: 'failed' });
    expect(step(INITIAL_STATE, { type: 'slow' })).toBe(INITIAL_STATE);
  });
  it('ignores a second submit while sending', () => {
    expect(step(SENDING, { type: 'submit' })).toBe(SENDING);
  });
  it('ignores an answer when nothing is in flight', () => {
    const done: ContactState = { phase: 'idle', outcome: 'sent' };
    expect(step(done, { type: 'failed' })).toBe(done);
    expect(step(INITIAL_STATE, { type: 'sent' })).toBe(INITIAL_STATE);
  });
  it('clears the last outcome when a new attempt starts', () => {
    expect(step({ phase: 'idle', outcome: 'failed' }, { type: 'submit' })).toEqual(SENDING);
  });
});

describe('statusText', () => {
  it('says nothing before the first attempt', () => {
    expect(statusText(INITIAL_STATE)).toBe('');
  });
  it('announces sending, success and failure with the spec texts', () => {
    expect(statusText(SENDING)).toMatch(/^Sending/);
    expect(statusText({ phase: 'idle', outcome: 'sent' })).toContain(SENT_TEXT);
    expect(statusText({ phase: 'idle', outcome: 'failed' })).toContain(FAILED_TEXT);
  });
  it('keeps the spec texts exact', () => {
    expect(SENT_TEXT).toBe('Message sent successfully');
    expect(FAILED_TEXT).toBe('Something went wrong');
  });
  it('says when a throttled visitor can send again', () => {
    const throttled = step(SENDING, { type: 'throttled', waitSeconds: 27 });
    expect(throttled).toEqual({ phase: 'idle', outcome: 'throttled', waitSeconds: 27 });
    expect(statusText(throttled)).toMatch(/send another in 27 seconds/);
    expect(statusText({ ...throttled, waitSeconds: 1 })).toMatch(/in 1 second;/);
    expect(step(INITIAL_STATE, { type: 'throttled', waitSeconds: 5 })).toBe(INITIAL_STATE);
  });
});
