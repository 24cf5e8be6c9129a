import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { STAND_IN_CREDENTIALS, STAND_IN_ZOOM_HOSTS } from './credentials';
import { standInPorts } from './ports';

/** KEY=value lines of a dotenv file; quotes removed (firebase-tools' own rules for these files). */
function dotenv(file: string): Record<string, string> {
  const entries = readFileSync(new URL(`../../functions/${file}`, import.meta.url), 'utf8')
    .split('\n')
    .filter((line) => /^[A-Z_]+=/.test(line))
    .map((line) => {
      const [key = '', ...rest] = line.split('=');
      return [key, rest.join('=').replace(/^(['"])(.*)\1$/, '$2')];
    });
  return Object.fromEntries(entries);
}

const env = dotenv('.env.local');
const secrets = dotenv('.secret.local');
const port = standInPorts(0);

describe('the emulator configuration (functions/.env.local, .secret.local)', () => {
  it('names every param the integrations declare, or the emulator would stop to ask', () => {
    const source = readFileSync(
      new URL('../../functions/src/config/params.ts', import.meta.url),
      'utf8',
    );
    const declared = [...source.matchAll(/define(String|Secret)\('([A-Z_]+)'/g)].map((m) => [
      m[1],
      m[2],
    ]);
    expect(declared.length).toBeGreaterThan(10);
    for (const [kind, name] of declared) {
      expect(kind === 'Secret' ? secrets : env, `${name}`).toHaveProperty(name ?? '');
    }
  });

  it('points at the stand-ins on their offset-0 ports', () => {
    expect(env.ZOOM_OAUTH_BASE).toBe(`http://127.0.0.1:${port.zoom}`);
    expect(env.ZOOM_API_BASE).toBe(`http://127.0.0.1:${port.zoom}/v2`);
    expect(env.PAYU_CHECKOUT_URL).toBe(`http://127.0.0.1:${port.payu}/ppp-web-gateway-payu/`);
    expect(env.SMTP_HOST).toBe('127.0.0.1');
    expect(Number(env.SMTP_PORT)).toBe(port.smtp);
  });

  it("holds the stand-ins' credentials and hosts", () => {
    expect(secrets).toMatchObject({
      ZOOM_ACCOUNT_ID: STAND_IN_CREDENTIALS.zoom.accountId,
      ZOOM_CLIENT_ID: STAND_IN_CREDENTIALS.zoom.clientId,
      ZOOM_CLIENT_SECRET: STAND_IN_CREDENTIALS.zoom.clientSecret,
      PAYU_API_KEY: STAND_IN_CREDENTIALS.payu.apiKey,
      SMTP_PASSWORD: STAND_IN_CREDENTIALS.smtp.password,
    });
    expect(env).toMatchObject({
      PAYU_MERCHANT_ID: STAND_IN_CREDENTIALS.payu.merchantId,
      PAYU_ACCOUNT_ID: STAND_IN_CREDENTIALS.payu.accountId,
      SMTP_USER: STAND_IN_CREDENTIALS.smtp.user,
    });
    expect(JSON.parse(env.ZOOM_HOSTS ?? '')).toEqual(STAND_IN_ZOOM_HOSTS);
  });
});
