// The members feature's only entry. Pages are loaders, so each stays its own chunk, fetched the
// first time its path is visited (importing this file loads no page).

export const membersPages = {
  login: () => import('./LoginPage.tsx').then((m) => m.LoginPage),
  loginCallback: () => import('./LoginCallbackPage.tsx').then((m) => m.LoginCallbackPage),
  signUp: () => import('./SignUpPage.tsx').then((m) => m.SignUpPage),
  forgotPassword: () => import('./ForgotPasswordPage.tsx').then((m) => m.ForgotPasswordPage),
  account: () => import('./AccountPage.tsx').then((m) => m.AccountPage),
  resetPassword: () => import('./ResetPasswordPage.tsx').then((m) => m.ResetPasswordPage),
};
