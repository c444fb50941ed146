/** Labels and texts of the content screens (keys start with ui.content.). */
export const contentTexts = {} as const;
