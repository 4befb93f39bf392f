// The hosted login's browser paths (README "OAuth and login").
export const AUTHORIZE_PATH = '/_api/tessera/v1/oauth/authorize';
export const LOGIN_FALLBACK_PATH = '/_api/tessera/v1/oauth/login';
export const CALLBACK_PATH = '/_api/iam/authentication/v1/callback';
export const LOGOUT_PATH = '/_api/iam/authentication/v1/logout';
