import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { AnyRecordKind } from '../kinds';
import { RecordDetails } from './details/RecordDetails';
import { rememberScroll } from './list/list-state';
import { RecordList } from './list/RecordList';

/** Navigation state: the dashboard's Recent Activity sends `selectedId`; the list marks its own openings. */
interface RecordNavState {
  selectedId?: string;
  fromList?: boolean;
}

/** A kind's list screen: the list, or one record's details (?record=<id>). */
export function RecordListPage({ kind }: { kind: AnyRecordKind }) {
  const live = kind.useRecords();
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const navState = (location.state ?? {}) as RecordNavState;
  const openId = params.get('record') ?? navState.selectedId ?? null;

  function open(id: string) {
    rememberScroll(kind.path, window.scrollY);
    navigate({ search: `?record=${encodeURIComponent(id)}` }, { state: { fromList: true } });
  }

  function back() {
    // Opened from this list: the browser's own Back, so history stays as the person made it.
    if (navState.fromList) navigate(-1);
    else navigate(location.pathname, { replace: true });
  }

  if (openId !== null) return <RecordDetails kind={kind} live={live} id={openId} onBack={back} />;
  return <RecordList kind={kind} live={live} onOpen={open} />;
}
