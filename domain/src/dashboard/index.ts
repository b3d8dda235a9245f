// The dashboard's figures: pledged, projected net, net to date, counts, goal and campaign series.
export * from './campaign-series';
export * from './explanations';
export * from './figures';
export * from './goal';
export * from './projected-net';
export * from './student-page-gifts';
