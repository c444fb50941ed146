/** Labels and texts of the directory screens (keys start with ui.directory.). */
export const directoryTexts = {} as const;
