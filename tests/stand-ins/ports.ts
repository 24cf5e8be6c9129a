import { ports } from '../../scripts/ports.mjs';

/**
 * Where the stand-ins listen: fixed offsets from the functions emulator's port, so that
 * AFORO_PORT_OFFSET moves them with every other local port (scripts/ports.mjs). The functions read
 * them from functions/.env.local (written for offset 0) and shift them by the same offset.
 */
export function standInPorts(offset?: number) {
  const functions = ports(offset).functions;
  return {
    zoom: functions + 10,
    payu: functions + 11,
    smtp: functions + 12,
    /** The SMTP catcher's inbox, viewed in a browser (`npm start`). */
    smtpInbox: functions + 13,
  };
}
