import { AppError, notFound, validationError, violation } from '../../platform/errors.ts';

// Failures of the login and registration calls, with the codes of spec §8 that the official
// SDK turns into its error codes (missingCaptchaToken, invalidPassword, emailAlreadyExists...).

export const captchaMissing = () => new AppError('INVALID', '-19971', 'A captcha token is required');
export const captchaInvalid = () => new AppError('INVALID', '-19970', 'The captcha token is invalid');
export const invalidPassword = () => new AppError('INVALID', '-19976', 'Wrong email or password');
/** The member's current password, asked again before a sensitive change (same §8 code as a login). */
export const wrongCurrentPassword = () => new AppError('INVALID', '-19976', 'The password is wrong');
export const passwordMustBeReset = () =>
  new AppError('INVALID', '-19973', 'This account has no password yet; reset it through the recovery email');
export const unknownLogin = () => new AppError('INVALID', '-19999', 'Wrong email or password');
export const emailExists = () =>
  new AppError('CONFLICT', '-19995', 'A member with this email already exists');
export const registrationClosed = () =>
  new AppError('PERMISSION_DENIED', 'REGISTRATION_CLOSED', 'This site does not accept new members');

/** An EMAIL field violation: the SDK reports it as an invalid email with this description. */
export const invalidEmail = (field = 'loginId.email') =>
  validationError([violation(field, 'Invalid email address', 'FORMAT', { type: 'EMAIL' })]);
export const weakPassword = (field = 'password') =>
  validationError([
    violation(field, `must be at least ${MIN_PASSWORD_LENGTH} characters`, 'MIN_LENGTH', {
      type: 'PASSWORD',
      limit: MIN_PASSWORD_LENGTH,
    }),
  ]);

export const stateTokenNotFound = () =>
  notFound('STATE_TOKEN_NOT_FOUND', 'The state token is unknown, used or expired');
export const recoveryTokenNotFound = () =>
  notFound('RECOVERY_TOKEN_NOT_FOUND', 'The recovery link is unknown, used or expired');
export const memberNotFound = () => notFound('MEMBER_NOT_FOUND', 'No such member');
export const invalidCode = () => new AppError('INVALID', 'INVALID_CODE', 'The code is wrong');
export const codeExpired = () =>
  new AppError('INVALID', 'CODE_EXPIRED', 'The code expired; ask for a new one');

/** 429 in the wire envelope (the platform's error handler keeps a 4xx status of a plain error). */
export const tooManyRequests = (code: string, description: string) =>
  Object.assign(new Error(description), { statusCode: 429, code });
export const tooManyAttempts = () =>
  tooManyRequests('TOO_MANY_ATTEMPTS', 'Too many wrong codes; start again in a few minutes to get a new one');
export const accountLocked = () =>
  tooManyRequests('ACCOUNT_LOCKED', 'Too many failed logins; try again later or reset the password');

export const MIN_PASSWORD_LENGTH = 6;

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
export const isValidEmail = (email: string): boolean => email.length <= 254 && EMAIL.test(email.trim());
