import { STAND_IN_CREDENTIALS, STAND_IN_ZOOM_HOSTS } from './credentials';
import { PayuStandIn } from './payu';
import { standInPorts } from './ports';
import { SmtpStandIn } from './smtp';
import { ZoomStandIn } from './zoom';

export { STAND_IN_CREDENTIALS, STAND_IN_ZOOM_HOSTS } from './credentials';
export { PayuStandIn, type DeliveredConfirmation, type PayuTransaction } from './payu';
export { standInPorts } from './ports';
export { SmtpStandIn, type CaughtMail } from './smtp';
export { ZoomStandIn } from './zoom';

export const zoomStandIn = () =>
  new ZoomStandIn({
    ...STAND_IN_CREDENTIALS.zoom,
    users: STAND_IN_ZOOM_HOSTS.map((h) => ({ id: h.id })),
  });
export const payuStandIn = () => new PayuStandIn(STAND_IN_CREDENTIALS.payu);
export const smtpStandIn = () => new SmtpStandIn(STAND_IN_CREDENTIALS.smtp);

export interface StandIns {
  zoom: ZoomStandIn;
  payu: PayuStandIn;
  smtp: SmtpStandIn;
  stop(): Promise<void>;
}

/**
 * The three stand-ins on the ports the emulator's functions/.env.local names (shifted by
 * AFORO_PORT_OFFSET). One set per port offset: a second start on the same offset fails with
 * EADDRINUSE, which says that another run (`npm start`, another suite) already has them.
 */
export async function startStandIns(offset?: number): Promise<StandIns> {
  const port = standInPorts(offset);
  const zoom = zoomStandIn();
  const payu = payuStandIn();
  const smtp = smtpStandIn();
  const started: { stop(): Promise<void> }[] = [];
  try {
    for (const [server, at] of [
      [zoom, port.zoom],
      [payu, port.payu],
      [smtp, port.smtp],
    ] as const) {
      await server.start(at);
      started.push(server);
    }
  } catch (err) {
    await Promise.all(started.map((s) => s.stop()));
    throw err;
  }
  return {
    zoom,
    payu,
    smtp,
    stop: async () => {
      await Promise.all(started.map((s) => s.stop()));
    },
  };
}
