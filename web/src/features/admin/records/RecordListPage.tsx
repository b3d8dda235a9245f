import type { RecordKindId } from '../kinds/record-kind-id';
import { Placeholder } from '../layout/Placeholder';

export function RecordListPage({ kind }: { kind: RecordKindId }) {
  return <Placeholder title={`RecordListPage ${kind}`} />;
}
