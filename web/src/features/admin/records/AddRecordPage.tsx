import type { RecordKindId } from '../kinds/record-kind-id';
import { Placeholder } from '../layout/Placeholder';

export function AddRecordPage({ kind }: { kind: RecordKindId }) {
  return <Placeholder title={`AddRecordPage ${kind}`} />;
}
