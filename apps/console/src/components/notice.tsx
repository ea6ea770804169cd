import './notice.css';

export interface NoticeMessage {
  tone: 'success' | 'error';
  text: string;
}

/**
 * The outcome of the last action on a page ("Jo Bloggs is deactivated."). The region is always in
 * the page (role=status, empty and taking no room until there is news), so a screen reader
 * announces each new message; × hides it.
 */
export function NoticeRegion({ notice, onDismiss }: { notice: NoticeMessage | null; onDismiss: () => void }) {
  return (
    <div role="status" className="notice-region">
      {notice && (
        <div className={`notice notice--${notice.tone}`}>
          <span className="notice__icon" aria-hidden="true">
            {notice.tone === 'error' ? '!' : '✓'}
          </span>
          <p className="notice__text">{notice.text}</p>
          <button type="button" className="notice__dismiss" onClick={onDismiss} aria-label="Dismiss message">
            <span aria-hidden="true">×</span>
          </button>
        </div>
      )}
    </div>
  );
}
