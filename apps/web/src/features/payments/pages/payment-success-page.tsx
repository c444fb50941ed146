import { PaymentOutcomePage } from './payment-outcome-page';

/** #/payment-success/:paymentId/:subscriptionId */
export function PaymentSuccessPage() {
  return <PaymentOutcomePage expected="success" />;
}
