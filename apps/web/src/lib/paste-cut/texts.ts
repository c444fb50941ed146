/** The warnings of text a field's length limit cut, pasted or typed (keys start with ui.pasteCut.). */
export const pasteCutTexts = {
  'ui.pasteCut.warning':
    'The pasted text is longer than this field takes ({max} characters): only its beginning was kept. Check the end of the field.',
  'ui.pasteCut.typed':
    'This field takes at most {max} characters: what is typed beyond them is not kept.',
} as const;
