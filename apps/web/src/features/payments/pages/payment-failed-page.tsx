import { PaymentOutcomePage } from './payment-outcome-page';

/** #/payment-failed/:paymentId/:subscriptionId */
export function PaymentFailedPage() {
  return <PaymentOutcomePage expected="failed" />;
}
