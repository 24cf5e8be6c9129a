/**
 * The one configuration module of the functions: deployment params (./params) and every link
 * derived from them (./links). Import from here, not from the files.
 */
export * from './params';
export * from './links';
