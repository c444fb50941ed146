import { DISCOUNT_BASES, type Coupon } from '@portal/shared';
import { formatPaise } from '@/lib/format';
import { valueName } from '@/lib/i18n';

const percent = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** '₹250.00' for a flat coupon (paise), '12.5%' for a percentage (hundredths of a percent). */
export function formatDiscount(coupon: Pick<Coupon, 'discountBase' | 'discountValue'>): string {
  return coupon.discountBase === 'flat'
    ? formatPaise(coupon.discountValue)
    : `${percent.format(coupon.discountValue / 100)}%`;
}

/** 'Flat discount', 'Percentage discount (%)' in the reader's language. */
export function discountBaseLabel(base: string): string {
  return valueName(DISCOUNT_BASES.find((option) => option.value === base)?.label ?? base);
}
