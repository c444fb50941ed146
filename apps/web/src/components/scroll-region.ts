/**
 * The props that make a scrolling box of a wide table a named region keyboard users can reach
 * and scroll with the arrow keys (axe: scrollable-region-focusable): for a ScrollArea's viewport
 * (`viewportProps`, also through Table.ScrollContainer's `scrollAreaProps`), or for a native
 * scroll container itself.
 */
export const scrollRegion = (label: string) => ({
  tabIndex: 0,
  role: 'region',
  'aria-label': label,
});
