/** Labels and texts of the masters screens (keys start with ui.masters.). */
export const mastersTexts = {} as const;
