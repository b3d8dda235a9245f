// Constants of the product itself, not of a school: limits, timings, cache ages, abuse limits.
export * from './app';
export * from './languages';
