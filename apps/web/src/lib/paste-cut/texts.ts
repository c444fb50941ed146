/** The warning of a paste the field's length limit cut (keys start with ui.pasteCut.). */
export const pasteCutTexts = {
  'ui.pasteCut.warning':
    'The pasted text is longer than this field takes ({max} characters): only its beginning was kept. Check the end of the field.',
} as const;
