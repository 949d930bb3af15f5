// Generic admin pieces the super-admin area needed beyond those in ../admin; usable by any area.
export * from './status-filter';
export * from './bar-chart';
export * from './paged-card-list';
