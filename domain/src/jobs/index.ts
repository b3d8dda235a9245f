// Jobs: long work done in the background in units, each once, watched live by the office.
export * from './job';
export * from './job-progress';
