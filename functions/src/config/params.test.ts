import { afterEach, describe, expect, it } from 'vitest';
import { shiftedLoopbackPort, shiftedLoopbackUrl } from './params';

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
});

describe('loopback addresses under AFORO_PORT_OFFSET', () => {
  it('shift by the offset in the emulator', () => {
    process.env.FUNCTIONS_EMULATOR = 'true';
    process.env.AFORO_PORT_OFFSET = '40000';
    expect(shiftedLoopbackUrl('http://127.0.0.1:5011/v2')).toBe('http://127.0.0.1:45011/v2');
    expect(shiftedLoopbackUrl('http://127.0.0.1:5000')).toBe('http://127.0.0.1:45000');
    expect(shiftedLoopbackUrl('http://127.0.0.1:5012/ppp-web-gateway-payu/')).toBe(
      'http://127.0.0.1:45012/ppp-web-gateway-payu/',
    );
    expect(shiftedLoopbackPort('127.0.0.1', 5013)).toBe(45013);
    // The app's other local origins (APP_ORIGINS) move with it too.
    expect(shiftedLoopbackUrl('http://localhost:5173')).toBe('http://localhost:45173');
    expect(shiftedLoopbackUrl('https://api.zoom.us/v2')).toBe('https://api.zoom.us/v2');
    expect(shiftedLoopbackPort('smtp.example.com', 587)).toBe(587);
  });

  it('never shift outside the emulator', () => {
    delete process.env.FUNCTIONS_EMULATOR;
    process.env.AFORO_PORT_OFFSET = '40000';
    expect(shiftedLoopbackUrl('http://127.0.0.1:5011/v2')).toBe('http://127.0.0.1:5011/v2');
    expect(shiftedLoopbackPort('127.0.0.1', 5013)).toBe(5013);
  });
});
