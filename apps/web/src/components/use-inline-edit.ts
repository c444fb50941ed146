import { useEffect, useRef, useState } from 'react';

/** The first field a keyboard user types into. */
const FIRST_FIELD = 'input:not([type="hidden"]):not([disabled]), textarea, select';

/**
 * A form beside or above a table that edits a row in place (plans, coupon and discount codes,
 * outcome scales). Edit scrolls up to the form (to just below the sticky header: global.css
 * scroll-padding) and puts focus in its first field (the form is far above the row); Update or
 * Cancel gives focus back to the row's Edit button. A new key gives a fresh form after each.
 */
export function useInlineEdit<Row>() {
  const [editing, setEditing] = useState<Row | null>(null);
  const [formKey, setFormKey] = useState(0);
  const formTop = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const focusNext = useRef<'form' | 'opener' | null>(null);

  useEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    if (target === 'form') {
      formTop.current?.querySelector<HTMLElement>(FIRST_FIELD)?.focus({ preventScroll: true });
    } else if (target === 'opener' && opener.current?.isConnected) {
      opener.current.focus();
      opener.current = null;
    }
  }, [formKey]);

  const showForm = (row: Row | null) => {
    setEditing(row);
    setFormKey((key) => key + 1);
  };

  return {
    editing,
    formKey,
    formTop,
    edit: (row: Row) => {
      opener.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      focusNext.current = 'form';
      showForm(row);
      formTop.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    },
    /** After a save or a cancel; a form that was editing hands focus back to the row. */
    done: () => {
      if (editing !== null) focusNext.current = 'opener';
      showForm(null);
    },
    /** A row that went away (deleted) while in the form: start afresh without moving focus. */
    reset: () => showForm(null),
  };
}
