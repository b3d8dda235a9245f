import type { AnyRecordKind } from '../kinds';
import { ExportScreen } from './export/ExportScreen';

/** A kind's export screen: one screen, configured by the kind (it reads the kind's own live collection). */
export function ExportPage({ kind }: { kind: AnyRecordKind }) {
  return <ExportScreen kind={kind} />;
}
