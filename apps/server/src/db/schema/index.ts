export * from './locations';
export * from './accounts';
export * from './auth';
export * from './subscriptions';
export * from './messaging';
export * from './audit';
export * from './masters';
export * from './contact';
