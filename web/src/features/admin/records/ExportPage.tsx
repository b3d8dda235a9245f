import type { RecordKindId } from '../kinds/record-kind-id';
import { Placeholder } from '../layout/Placeholder';

export function ExportPage({ kind }: { kind: RecordKindId }) {
  return <Placeholder title={`ExportPage ${kind}`} />;
}
