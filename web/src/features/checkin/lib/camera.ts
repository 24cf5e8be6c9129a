import type { MessageKey } from '../../../i18n/es';

/** Why the camera tab shows no picture. */
export type CameraProblem = 'unsupported' | 'denied' | 'none' | 'failed';

/** The message staff see for each problem; every one points them to the gun tab or settings. */
export const CAMERA_PROBLEM_MESSAGE: Record<CameraProblem, MessageKey> = {
  unsupported: 'scanner.cameraUnsupported',
  denied: 'scanner.cameraDenied',
  none: 'scanner.noCamera',
  failed: 'scanner.cameraError',
};

/**
 * Tells apart why starting the camera failed. qr-scanner reports every failure as the string
 * "Camera not found.", so the caller asks the browser once more (getUserMedia's own error, the
 * Permissions API where there is one, the number of video inputs) and this names the cause.
 */
export function cameraProblem(
  error: unknown,
  probe: { permission: PermissionState | null; cameras: number },
): CameraProblem {
  const name = error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError' || probe.permission === 'denied') {
    return 'denied';
  }
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || probe.cameras === 0) {
    return 'none';
  }
  return 'failed';
}

/** A region qr-scanner decodes: where in the frame, and the size it is scaled to first. */
export interface ScanRegion {
  x: number;
  y: number;
  width: number;
  height: number;
  downScaledWidth: number;
  downScaledHeight: number;
}

/** The longest side a frame is scaled to before it goes to the decoder. */
export const SCAN_SIDE_PX = 640;

/**
 * The whole frame, not qr-scanner's default centred square: at a door people hold a phone or a
 * printout anywhere in view, and a code that pokes out of a centred square is never read. The
 * frame is scaled down so the copy made on the main thread (drawImage + getImageData) stays small.
 */
export function fullFrameRegion(width: number, height: number): ScanRegion {
  const scale = Math.min(1, SCAN_SIDE_PX / Math.max(width, height, 1));
  return {
    x: 0,
    y: 0,
    width,
    height,
    downScaledWidth: Math.round(width * scale),
    downScaledHeight: Math.round(height * scale),
  };
}

/**
 * Passes on each code once while it stays in front of the camera: a code seen again right after
 * is the same person still holding it up. Another code in between makes the first one new again.
 */
export function onceEach(onCode: (code: string) => void): (code: string) => void {
  let last = '';
  return (code) => {
    if (code === '' || code === last) return;
    last = code;
    onCode(code);
  };
}
