/** How a discount applies to a price; every amount in integer paise. */
export interface Discount {
  base: 'flat' | 'percentage';
  /** Paise for flat; hundredths of a percent (basis points) for percentage. */
  value: number;
}

export interface Price {
  listPricePaise: number;
  discountPaise: number;
  finalPaise: number;
}

/**
 * Flat: price minus the discount. Percentage: price minus price x percent / 100, rounded half up
 * to whole paise. The result is never below zero and the discount never above the price.
 */
export function applyDiscount(listPricePaise: number, discount: Discount | null): Price {
  if (!Number.isSafeInteger(listPricePaise) || listPricePaise < 0)
    throw new RangeError('price must be whole paise');
  if (!discount) return { listPricePaise, discountPaise: 0, finalPaise: listPricePaise };
  const raw =
    discount.base === 'flat'
      ? discount.value
      : Math.floor((listPricePaise * Math.min(discount.value, 10_000) + 5_000) / 10_000);
  const discountPaise = Math.max(0, Math.min(raw, listPricePaise));
  return { listPricePaise, discountPaise, finalPaise: listPricePaise - discountPaise };
}

export const rupeesToPaise = (rupees: number): number => Math.round(rupees * 100);
export const percentToBasisPoints = (percent: number): number => Math.round(percent * 100);
