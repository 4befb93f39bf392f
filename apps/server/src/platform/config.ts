import path from 'node:path';
import type { HttpTimeouts } from './http-timeouts.ts';
import { mediaConfigFromEnv, type MediaConfig } from '../modules/media/index.ts';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL connection string; the embedded SQLite database is used when absent. */
  databaseUrl?: string;
  logLevel: string;
  /** Public origin of this server, used in event page URLs and hosted pages. */
  publicUrl: string;
  bootstrap: { siteId?: string; apiKey?: string; clientId?: string };
  seedDemoData: boolean;
  /** Milliseconds a visitor read may be served from a process's cache (READ_CACHE_MS, 0 = off). */
  visitorCacheMs: number;
  /** Directory with the built web app, served at `/` when it exists. */
  webDist?: string;
  /** Request, idle-connection and keep-alive bounds (REQUEST_TIMEOUT_MS, ...); unset ones keep their defaults. */
  http: Partial<HttpTimeouts>;
  /** Browser origins allowed to call the API (CORS_ORIGINS, comma-separated; `*` = any). */
  corsOrigins: string[];
  /** Email, captcha, the owner's dashboard login and the rate limits of identity calls. */
  identity: IdentityConfig;
  /**
   * Whether a new site's first OAuth client allows every loopback origin (`http://localhost:*`,
   * which `127.0.0.1` and `[::1]` match too): ALLOW_LOOPBACK_ORIGINS=true|false, else only when
   * NODE_ENV is not `production`.
   */
  loopbackOrigins: { allowed: boolean; reason: string };
  /** Uploaded images: MEDIA_STORE=disk (DATA_DIR/media) or s3 (S3_*), MEDIA_MAX_BYTES, MEDIA_MAX_PIXELS. */
  media: MediaConfig;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  const host = env.HOST ?? '0.0.0.0';
  const dataDir = path.resolve(env.DATA_DIR ?? './data');
  return {
    port,
    host,
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    logLevel: env.LOG_LEVEL ?? 'warn',
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    bootstrap: {
      siteId: env.TESSERA_SITE_ID || undefined,
      apiKey: env.TESSERA_API_KEY || undefined,
      clientId: env.TESSERA_CLIENT_ID || undefined,
    },
    seedDemoData: env.SEED_DEMO_DATA !== 'false',
    visitorCacheMs: Number(env.READ_CACHE_MS ?? 1000),
    webDist: env.WEB_DIST ? path.resolve(env.WEB_DIST) : undefined,
    http: {
      requestTimeoutMs: positiveMs(env.REQUEST_TIMEOUT_MS),
      connectionTimeoutMs: positiveMs(env.CONNECTION_TIMEOUT_MS),
      keepAliveTimeoutMs: positiveMs(env.KEEP_ALIVE_TIMEOUT_MS),
      maxRequestsPerSocket: wholeNumber(env.MAX_REQUESTS_PER_SOCKET),
    },
    corsOrigins: (env.CORS_ORIGINS ?? '*')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    identity: identityConfig(env),
    loopbackOrigins: loopbackOriginsConfig(env),
    media: mediaConfigFromEnv(env, dataDir),
  };
}

function loopbackOriginsConfig(env: NodeJS.ProcessEnv): Config['loopbackOrigins'] {
  const setting = env.ALLOW_LOOPBACK_ORIGINS?.trim().toLowerCase();
  if (setting === 'true' || setting === 'false')
    return { allowed: setting === 'true', reason: `ALLOW_LOOPBACK_ORIGINS=${setting}` };
  const production = env.NODE_ENV === 'production';
  return {
    allowed: !production,
    reason: production ? 'NODE_ENV=production' : 'development: NODE_ENV is not production',
  };
}

/** A duration setting; absent or not a positive number means "use the default". */
function positiveMs(value: string | undefined): number | undefined {
  const ms = Number(value);
  return value && Number.isFinite(ms) && ms > 0 ? ms : undefined;
}

/** A count where 0 means "no limit"; anything else unparsable keeps the default. */
function wholeNumber(value: string | undefined): number | undefined {
  const n = Number(value);
  return value && Number.isInteger(n) && n >= 0 ? n : undefined;
}

export type CaptchaConfig =
  | { kind: 'test' }
  | { kind: 'http'; verifyUrl: string; secret: string; siteKey?: string; scriptUrl?: string };

export interface IdentityConfig {
  /** SMTP server for member email (SMTP_URL); unset keeps email in the development mailbox. */
  smtpUrl?: string;
  /** Sender of member email (MAIL_FROM). */
  mailFrom: string;
  /**
   * CAPTCHA_VERIFIER=test, or CAPTCHA_SECRET (+ CAPTCHA_VERIFY_URL) with the widget's public
   * CAPTCHA_SITE_KEY (+ CAPTCHA_SCRIPT_URL); neither: captcha cannot pass.
   */
  captcha?: CaptchaConfig;
  /** The first site's owner login (TESSERA_OWNER_EMAIL / TESSERA_OWNER_PASSWORD). */
  owner: { email?: string; password?: string };
  /** IDENTITY_RATE_LIMIT_PER_IP / _PER_LOGIN per IDENTITY_RATE_LIMIT_WINDOW_MS; PER_IP=0 turns them off. */
  rateLimits: { perIp?: number; perLogin?: number; windowMs?: number } | false;
  /**
   * LOGIN_LOCKOUT_FAILURES wrong passwords in a row lock a login for LOGIN_LOCKOUT_MS;
   * MFA_LOCKOUT_FAILURES wrong second-factor codes in a row lock the second factor.
   */
  lockout: { maxFailures?: number; lockMs?: number; maxMfaFailures?: number };
}

function identityConfig(env: NodeJS.ProcessEnv): IdentityConfig {
  const count = (value: string | undefined) => (positiveMs(value) ? Math.floor(Number(value)) : undefined);
  const secret = env.CAPTCHA_SECRET || undefined;
  return {
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Tessera <no-reply@localhost>',
    captcha:
      env.CAPTCHA_VERIFIER === 'test'
        ? { kind: 'test' }
        : secret
          ? {
              kind: 'http',
              verifyUrl: env.CAPTCHA_VERIFY_URL || 'https://www.google.com/recaptcha/api/siteverify',
              secret,
              siteKey: env.CAPTCHA_SITE_KEY || undefined,
              scriptUrl: env.CAPTCHA_SCRIPT_URL || undefined,
            }
          : undefined,
    owner: { email: env.TESSERA_OWNER_EMAIL || undefined, password: env.TESSERA_OWNER_PASSWORD || undefined },
    rateLimits:
      env.IDENTITY_RATE_LIMIT_PER_IP === '0'
        ? false
        : {
            perIp: count(env.IDENTITY_RATE_LIMIT_PER_IP),
            perLogin: count(env.IDENTITY_RATE_LIMIT_PER_LOGIN),
            windowMs: positiveMs(env.IDENTITY_RATE_LIMIT_WINDOW_MS),
          },
    lockout: {
      maxFailures: count(env.LOGIN_LOCKOUT_FAILURES),
      lockMs: positiveMs(env.LOGIN_LOCKOUT_MS),
      maxMfaFailures: count(env.MFA_LOCKOUT_FAILURES),
    },
  };
}
