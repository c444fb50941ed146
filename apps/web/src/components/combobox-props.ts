/**
 * For every Select and MultiSelect: a closed dropdown leaves the page. Kept mounted, its listbox
 * (labelled by the field's label) is a second element with the field's label.
 */
export const closedDropdownUnmounted = { keepMounted: false } as const;
