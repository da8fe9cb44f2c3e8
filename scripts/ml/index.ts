export * from './data';
export * from './evaluate';
export * from './pipeline';
export * from './train';
