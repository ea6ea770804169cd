import { useEffect, useRef, useState, type FocusEvent } from 'react';
import { useLocation } from 'react-router';

/**
 * The phone's "More" disclosure: opening it moves focus to its first link; Escape closes it and
 * gives focus back to the button; a press outside it, or Tab out of it, closes it; going to
 * another address closes it (it is open only on the address it was opened on).
 */
export function useMoreSheet() {
  const { pathname } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const button = useRef<HTMLButtonElement>(null);
  const sheet = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    sheet.current?.querySelector<HTMLElement>('a')?.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      setOpenOn(null);
      button.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target;
      if (!(target instanceof Node) || sheet.current?.contains(target) || button.current?.contains(target)) return;
      setOpenOn(null);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  return {
    open,
    buttonProps: {
      ref: button,
      'aria-expanded': open,
      onClick: () => setOpenOn(open ? null : pathname),
    },
    sheetProps: {
      ref: sheet,
      onBlur: (event: FocusEvent<HTMLElement>) => {
        const next = event.relatedTarget;
        if (next && !sheet.current?.contains(next) && !button.current?.contains(next)) setOpenOn(null);
      },
    },
    /** A link in the sheet was chosen: the sheet closes with the new address; focus waits on More. */
    chosen: () => {
      if (open) button.current?.focus();
    },
  };
}
