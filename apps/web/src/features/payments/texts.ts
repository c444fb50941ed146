/** Labels and texts of the payments screens (keys start with ui.payments.). */
export const paymentsTexts = {} as const;
