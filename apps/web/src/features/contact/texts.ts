/** Labels and texts of the contact screens (keys start with ui.contact.). */
export const contactTexts = {} as const;
