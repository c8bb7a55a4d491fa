export * from './auth';
export * from './common';
export * from './errors';
export * from './home';
export * from './modules';
export * from './user';
export * from './wallet';
