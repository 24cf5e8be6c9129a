import { describe, expect, it } from 'vitest';
import { cameraProblem, fullFrameRegion, onceEach, SCAN_SIDE_PX } from './camera';

describe('cameraProblem', () => {
  it('names a refused permission, whichever way the browser reports it', () => {
    const refused = new DOMException('Permission denied', 'NotAllowedError');
    expect(cameraProblem(refused, { permission: null, cameras: 1 })).toBe('denied');
    expect(cameraProblem('Camera not found.', { permission: 'denied', cameras: 1 })).toBe('denied');
  });

  it('tells a device without cameras from a camera that failed to open', () => {
    expect(cameraProblem('Camera not found.', { permission: 'prompt', cameras: 0 })).toBe('none');
    const missing = new DOMException('Requested device not found', 'NotFoundError');
    expect(cameraProblem(missing, { permission: null, cameras: 1 })).toBe('none');
    expect(cameraProblem('Camera not found.', { permission: 'granted', cameras: 2 })).toBe(
      'failed',
    );
  });
});

describe('fullFrameRegion', () => {
  it('covers the whole frame, scaled so its longest side is at most SCAN_SIDE_PX', () => {
    expect(fullFrameRegion(1280, 720)).toEqual({
      x: 0,
      y: 0,
      width: 1280,
      height: 720,
      downScaledWidth: SCAN_SIDE_PX,
      downScaledHeight: 360,
    });
    expect(fullFrameRegion(320, 240)).toMatchObject({
      downScaledWidth: 320,
      downScaledHeight: 240,
    });
  });
});

describe('onceEach', () => {
  it('passes a code on once while it stays in view, and again after another code', () => {
    const seen: string[] = [];
    const read = onceEach((code) => seen.push(code));
    for (const code of ['a', 'a', '', 'a', 'b', 'a']) read(code);
    expect(seen).toEqual(['a', 'b', 'a']);
  });
});
