import { useLiveDataOffline } from './useLiveRecords';
import './data.css';

/**
 * A quiet line above the screens while offline: the figures stay as last received and catch up by
 * themselves. The live region is always present so screen readers announce the change politely.
 */
export function OfflineNotice() {
  const offline = useLiveDataOffline();
  return (
    <div role="status" className="offline-notice-region">
      {offline && (
        <p className="offline-notice">
          You are offline. Showing the last data received; it will update when the connection returns.
        </p>
      )}
    </div>
  );
}
