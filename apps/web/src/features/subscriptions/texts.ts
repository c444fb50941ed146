/** Labels and texts of the subscriptions screens (keys start with ui.subscriptions.). */
export const subscriptionsTexts = {} as const;
