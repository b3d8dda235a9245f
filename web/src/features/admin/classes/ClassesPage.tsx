import { Placeholder } from '../layout/Placeholder';

export function ClassesPage() {
  return <Placeholder title="Classes" />;
}
