/** "N" opens New booking from anywhere in the console, unless the key is typed into a field or a dialog is open. */
import { useEffect } from 'react';
import { useNavigate } from 'react-router';

export const NEW_BOOKING_PATH = '/new-booking';

/** Whether a key pressed here is typing (a field, a list box, something editable), not a command. */
export function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  return target.matches('input, textarea, select, [role="combobox"], [role="listbox"], [role="textbox"]');
}

export function useNewBookingKey() {
  const navigate = useNavigate();
  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (event.key !== 'n' && event.key !== 'N') return;
      if (event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented || isTyping(event.target)) return;
      if (document.querySelector('dialog[open]')) return;
      event.preventDefault();
      void navigate(NEW_BOOKING_PATH);
    }
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [navigate]);
}
