import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  loginMutationOptions,
  logoutMutationOptions,
  registerMutationOptions,
  verifyMutationOptions,
} from './member-mutations.ts';
import { useTesseraClient } from './useTesseraClient.ts';

/** `login({ email, password, captchaTokens })`: answers the state machine; SUCCESS logs the member in. */
export function useLogin() {
  const client = useTesseraClient();
  return useMutation(loginMutationOptions(client, useQueryClient()));
}

/** `register({ email, password, profile, captchaTokens })`: as `useLogin`. */
export function useRegister() {
  const client = useTesseraClient();
  return useMutation(registerMutationOptions(client, useQueryClient()));
}

/** The next step of email verification or MFA: `verify({ code, factorType?, rememberThisDevice? })`. */
export function useVerify() {
  const client = useTesseraClient();
  return useMutation(verifyMutationOptions(client, useQueryClient()));
}

/**
 * `logout({ postLogoutRedirectUri })` forgets the member here and answers the hosted logout
 * address; send the browser there to end the server session too (`window.location.assign`).
 */
export function useLogout() {
  const client = useTesseraClient();
  return useMutation(logoutMutationOptions(client, useQueryClient()));
}
