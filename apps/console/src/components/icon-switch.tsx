import './icon-switch.css';

/**
 * An on/off switch of the board's header: a line icon (one path when on, another when off) and its
 * name, with "on" or "off" shown beside it (the switch's state is read from aria-checked).
 */
export function IconSwitch({ name, on, paths, onToggle }: { name: string; on: boolean; paths: { on: string; off: string }; onToggle: () => void }) {
  return (
    <button type="button" role="switch" aria-checked={on} className="button icon-switch" onClick={onToggle}>
      <svg className="icon-switch__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path d={on ? paths.on : paths.off} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span>
        {name} <span aria-hidden="true">{on ? 'on' : 'off'}</span>
      </span>
    </button>
  );
}
