/** The part of reCAPTCHA's explicit-render API the captcha field uses. */
export interface Recaptcha {
  render(
    container: HTMLElement,
    parameters: {
      sitekey: string;
      callback: (token: string) => void;
      'expired-callback': () => void;
      'error-callback': () => void;
    },
  ): number;
  reset(widgetId: number): void;
  getResponse(widgetId: number): string;
}

declare global {
  interface Window {
    grecaptcha?: Recaptcha & { ready?: (callback: () => void) => void };
  }
}

let loading: Promise<Recaptcha> | undefined;

/**
 * Loads the provider's script once per page and resolves when its API is ready. Only pages that
 * show a captcha pay for it; the site's content security policy allows the configured origin.
 */
export function loadRecaptcha(scriptUrl: string): Promise<Recaptcha> {
  loading ??= new Promise<Recaptcha>((resolve, reject) => {
    const ready = () => {
      const api = window.grecaptcha;
      if (!api) return reject(new Error('captcha script loaded without its API'));
      if (api.ready) api.ready(() => resolve(api));
      else resolve(api);
    };
    if (window.grecaptcha) return ready();
    const script = document.createElement('script');
    script.src = scriptUrl;
    script.async = true;
    script.onload = ready;
    script.onerror = () => {
      loading = undefined;
      reject(new Error('captcha script failed to load'));
    };
    document.head.append(script);
  });
  return loading;
}
