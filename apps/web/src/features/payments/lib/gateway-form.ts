import type { GatewayRedirect } from '@portal/shared';

/**
 * A redirect back into this app (a fully discounted order needs no gateway): the route to open,
 * e.g. '/payment-success/PLN1/3', or '/#/payment-success/PLN1/3' in the seed's form. Null for the
 * gateway (another address, or fields to post).
 */
export function inAppTarget(redirect: GatewayRedirect): string | null {
  const noFields = Object.keys(redirect.fields).length === 0;
  if (redirect.method !== 'GET' || !noFields) return null;
  const path = redirect.url.startsWith('/#/') ? redirect.url.slice(2) : redirect.url;
  // A path of this site; '//host/...' would be another site.
  return /^\/(?!\/)/.test(path) ? path : null;
}

/** Sends the browser to the gateway: a hidden form with one hidden input per signed field. */
export function submitGatewayForm(redirect: GatewayRedirect): void {
  const form = document.createElement('form');
  form.method = redirect.method;
  form.action = redirect.url;
  form.hidden = true;
  for (const [name, value] of Object.entries(redirect.fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
}
