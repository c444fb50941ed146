import type { GatewayRedirect } from '@portal/shared';

/**
 * A redirect back into this app (a fully discounted order needs no gateway): the route to open,
 * e.g. '/#/payment-success/PLN1/3' -> '/payment-success/PLN1/3'. Null for the gateway.
 */
export function inAppTarget(redirect: GatewayRedirect): string | null {
  const noFields = Object.keys(redirect.fields).length === 0;
  if (redirect.method !== 'GET' || !noFields || !redirect.url.startsWith('/#/')) return null;
  return redirect.url.slice(2);
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
