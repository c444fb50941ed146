/** Labels and texts of the coupons screens (keys start with ui.coupons.). */
export const couponsTexts = {} as const;
