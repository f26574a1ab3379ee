import { createHmac, randomUUID } from 'node:crypto';
import type { JwtTokenResponse } from '@specify/contracts';
import { defineAction } from '../action';

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const HEADER = base64url({ alg: 'HS256', typ: 'JWT' });

/**
 * product/getJWTToken (storefront §7): a short-lived HS256 JWT for third-party widgets (the
 * product configurator). Any visitor may have one, signed in or not, as the widgets sit on public
 * pages; its subject is a keyed digest of the session id, so the widget can tell sessions apart
 * without ever seeing the cookie's secret. Audience and lifetime come from configuration.
 */
export const getJwtToken = defineAction(
  'product/getJWTToken',
  async (_body, context): Promise<JwtTokenResponse> => {
    const { secret, audience, lifetimeSeconds } = context.secrets.widgetToken;
    const sessionId = await context.session.ensureId();
    const issuedAt = Math.floor(context.now().getTime() / 1000);
    const expiresAt = issuedAt + lifetimeSeconds;
    const payload = base64url({
      iss: context.config.publicUrl,
      aud: audience,
      sub: createHmac('sha256', secret).update(`session:${sessionId}`).digest('base64url'),
      market: context.market,
      iat: issuedAt,
      exp: expiresAt,
      jti: randomUUID(),
    });
    const signature = createHmac('sha256', secret)
      .update(`${HEADER}.${payload}`)
      .digest('base64url');
    return {
      token: `${HEADER}.${payload}.${signature}`,
      expiresAt: new Date(expiresAt * 1000).toISOString(),
    };
  },
);
