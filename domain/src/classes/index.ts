// Class labels, the class ranking by donation count, and participation per class.
export * from './class-label';
export * from './participation';
export * from './ranking';
