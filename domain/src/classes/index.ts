// Class labels, the class ranking by donation count, participation per class, and class lists read from a roster.
export * from './class-label';
export * from './participation';
export * from './ranking';
export * from './roster';
