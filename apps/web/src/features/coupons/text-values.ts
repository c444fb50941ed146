import { registerFeatureTexts } from '@/lib/i18n';

/** The texts of the coupons screens (keys start with ui.coupons.). */
export const couponsTextValues = {
  'ui.coupons.backToDashboard': 'Back to Dashboard',
  'ui.coupons.delete': 'Delete',
  'ui.coupons.edit': 'Edit',
  'ui.coupons.activate': 'Activate',
  'ui.coupons.deactivate': 'Deactivate',
  'ui.coupons.cancelEdit': 'Cancel edit',
  'ui.coupons.save': 'Save',
  'ui.coupons.update': 'Update',
  'ui.coupons.active': 'Active',
  'ui.coupons.inactive': 'Inactive',
  'ui.coupons.actionsFor': 'Actions for {name}',

  // Coupon Code Plan (#/admin/coupon-code)
  'ui.coupons.couponTitle': 'Coupon Code Plan',
  'ui.coupons.couponIntro':
    'Coupons that hospitals enter when they buy a subscription plan: a flat amount or a percentage off.',
  'ui.coupons.couponFormNew': 'New coupon code',
  'ui.coupons.couponFormEdit': 'Edit coupon code: {name}',
  'ui.coupons.field.couponName': 'Coupon Code Name',
  'ui.coupons.field.couponNameHint': 'Up to 10 letters, digits or hyphens; stored in capitals.',
  'ui.coupons.field.plan': 'Coupon Code For Plan',
  'ui.coupons.field.allPlans': 'All Plans',
  'ui.coupons.field.planInactive': '{name} (inactive)',
  'ui.coupons.field.base': 'Discount Base',
  'ui.coupons.field.price': 'Discount Price',
  'ui.coupons.field.priceFlat': 'In rupees off the plan price.',
  'ui.coupons.field.pricePercent': 'In percent of the plan price (up to 100).',
  'ui.coupons.field.priceChooseBase': 'Choose the discount base first.',
  'ui.coupons.field.numberOfUser': 'Number of users',
  'ui.coupons.field.numberOfUserHint':
    'How many successful payments may use this code, up to 9 digits. 0 or empty: no limit.',
  'ui.coupons.couponList': 'Coupon codes',
  'ui.coupons.col.srNo': 'Sr. No.',
  'ui.coupons.col.name': 'Coupon Name',
  'ui.coupons.col.plan': 'Plan',
  'ui.coupons.col.discount': 'Discount',
  'ui.coupons.col.base': 'Discount Base',
  'ui.coupons.col.uses': 'Used / Limit',
  'ui.coupons.usesOfCap': '{used} of {cap}',
  'ui.coupons.noLimit': 'No limit',
  'ui.coupons.usedCount': '{used} used',
  'ui.coupons.heldCount': '{held} in payment',
  'ui.coupons.usedUp': 'Used up: no use left',
  'ui.coupons.col.actions': 'Actions',

  // Discount Code Plan (#/admin/discount-code)
  'ui.coupons.discountTitle': 'Discount Code Plan',
  'ui.coupons.discountIntro':
    'Discount codes that patients enter when they pay for a programme, as a percentage off.',
  'ui.coupons.discountFormNew': 'New discount code',
  'ui.coupons.discountFormEdit': 'Edit discount code: {name}',
  'ui.coupons.field.discountCode': 'Coupon Code',
  'ui.coupons.field.discountPercent': 'Discount Percentage',
  'ui.coupons.field.discountPercentHint': 'A whole percentage from 1 to 100.',
  'ui.coupons.discountList': 'Discount codes',
  'ui.coupons.col.id': 'Id',
  'ui.coupons.col.code': 'Coupon Code',
  'ui.coupons.col.percent': 'Discount (%)',
  'ui.coupons.col.status': 'Status',
  'ui.coupons.discountConfirmDeactivate': 'are you sure deactive this discount code ?',
  'ui.coupons.discountConfirmActivate': 'are you sure active this discount code ?',
} as const;

// Registered when the feature's first page loads; its page renders once the texts are in.
await registerFeatureTexts('coupons', couponsTextValues, {
  hi: () => import('./translations/hi'),
  gu: () => import('./translations/gu'),
});
