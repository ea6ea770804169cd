import { NavLink } from 'react-router';

/** Mail | Text: the Messages page's two channels, each its own list. */
export function ChannelTabs() {
  return (
    <nav className="channel-tabs" aria-label="Channel">
      <NavLink to="/mail" end className="channel-tabs__tab">
        Mail
      </NavLink>
      <NavLink to="/mail/texts" className="channel-tabs__tab">
        Text
      </NavLink>
    </nav>
  );
}
