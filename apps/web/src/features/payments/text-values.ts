import { registerFeatureTexts } from '@/lib/i18n';

/** The texts of the payments screens (keys start with ui.payments.). */
export const paymentsTextValues = {
  // Payment (buy plan) screen
  'ui.payments.programmeTitle': 'Programme Payment',
  'ui.payments.myProgrammeTitle': 'My programme',
  'ui.payments.programmeIntro':
    'Pay for the programme you registered for. Your login becomes active as soon as the payment is confirmed.',
  'ui.payments.programmeOnlyForPatients':
    'This page is for people who registered for a programme. Hospitals buy plans on the subscription plan page.',
  'ui.payments.programmePaidTitle': 'Already paid',
  'ui.payments.hospitalRegisteredTitle': 'Registered by your hospital',
  'ui.payments.hospitalRegistered':
    'Your hospital registered you as its patient, so there is nothing to pay here. Your appointments and questionnaires are under My care.',
  'ui.payments.openMyCare': 'Open My care',
  'ui.payments.seeReceipt': 'See the receipt',
  'ui.payments.patientType': 'Patient Type',
  'ui.payments.programmePrice': 'Programme Price',
  'ui.payments.months': 'Months',
  'ui.payments.monthCount_one': '{count} month',
  'ui.payments.monthCount_other': '{count} months',
  'ui.payments.programmeDiscount': 'Discount code',
  'ui.payments.programmeActivation':
    'You will go to the secure payment page. After a successful payment your login is activated.',
  'ui.payments.intro': 'Check the plan, apply a coupon code if you have one, then pay securely.',
  'ui.payments.backToPlans': 'Back to Subscription Plans',
  'ui.payments.dashboard': 'Dashboard',
  'ui.payments.userSummary': 'Your details',
  'ui.payments.planSummary': 'Subscription plan',
  'ui.payments.fullName': 'Full Name',
  'ui.payments.mobile': 'Mobile Number',
  'ui.payments.hospital': 'Hospital Name',
  'ui.payments.planName': 'Subscription Name',
  'ui.payments.patientCount': 'Patients Count',
  'ui.payments.duration': 'Duration',
  'ui.payments.type': 'Subscription Type',
  'ui.payments.description': 'Description',
  'ui.payments.price': 'Subscription Price',
  'ui.payments.days_one': '{count} Day',
  'ui.payments.days_other': '{count} Days',
  'ui.payments.amountTitle': 'Amount to pay',
  'ui.payments.couponCode': 'Coupon Code',
  'ui.payments.couponHint': 'Optional. The discount is checked by the server.',
  'ui.payments.apply': 'Apply',
  'ui.payments.applyFirst': 'Apply this coupon code, or clear it, before buying.',
  'ui.payments.discount': 'Discount ({code})',
  'ui.payments.finalAmount': 'Final Payable Amount',
  'ui.payments.buyPlan': 'Buy Plan',
  'ui.payments.cancel': 'Cancel',
  'ui.payments.confirmTitle': 'Please confirm',
  'ui.payments.redirecting':
    'Taking you to the secure payment page… Please do not close this window.',
  'ui.payments.successTitle': 'Success',
  'ui.payments.failedTitle': 'Failed!',
  'ui.payments.stackNote':
    'Your hospital still has {count} patient registrations left; this plan adds its patients to them.',
  'ui.payments.planUnavailable': 'This plan is not available. Please choose another plan.',
  'ui.payments.notChiefAdmin':
    'Only the chief admin of a hospital can buy a plan. Please ask your hospital’s chief admin.',

  // Success and failed screens
  'ui.payments.detailsTitle': 'Payment details',
  'ui.payments.hospitalRegistrationNo': 'Hospital Registration No',
  'ui.payments.email': 'Email Id',
  'ui.payments.itemName': 'Subscription Plan',
  'ui.payments.programme': 'Programme',
  'ui.payments.totalPatients': 'Total Patient Count',
  'ui.payments.amount': 'Amount',
  'ui.payments.orderId': 'Order Id',
  'ui.payments.transactionId': 'Transaction Id',
  'ui.payments.transactionDate': 'Transaction Date',
  'ui.payments.status': 'Status',
  'ui.payments.statusFailed': 'Failed',
  'ui.payments.reason': 'Reason',
  'ui.payments.successHeading': 'Payment Successful',
  'ui.payments.successText': 'Thank you. The pack was added to your hospital’s subscription.',
  'ui.payments.successTextProgramme': 'Thank you. Your payment was received.',
  'ui.payments.failedHeading': 'Payment Failed',
  'ui.payments.failedText': 'No money was taken for this order. You can try again.',
  'ui.payments.tryAgain': 'Try again',
  'ui.payments.goDashboard': 'Go to Dashboard',
  'ui.payments.goPatientList': 'Patient List',
  'ui.payments.pendingHeading': 'Payment in progress',
  'ui.payments.pendingText':
    'We have not yet heard back from the payment gateway for this order. This usually takes a moment.',
  'ui.payments.refresh': 'Refresh',
  'ui.payments.notFound': 'We could not find this payment.',
  'ui.payments.notAvailable': 'Not available',
} as const;

// Registered when the feature's first page loads; its page renders once the texts are in.
await registerFeatureTexts('payments', paymentsTextValues, {
  hi: () => import('./translations/hi'),
  gu: () => import('./translations/gu'),
});
