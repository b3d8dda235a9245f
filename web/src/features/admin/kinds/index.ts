// The record kinds: their descriptions' shape, the registry of every kind, and the addresses of their screens.
export type { AnyRecordKind, KindAccess, KindRecord, RecordKind } from './record-kind';
export { addPathOf, exportPathOf } from './record-kind';
export type { CardSpec, ColumnSpec, FilterControl, KindFilters, KindSort } from './list-spec';
export type { DetailSection } from './details-spec';
export type { FormDescription, FormField, SelectOption } from './record-form';
export { fieldsOf, resolveOptions } from './record-form';
export { kindOf, listPathOf, recordKinds, recordPathOf } from './registry';
