// What other features may use of subscriptions: a hospital's packs, their counters and table
// (the super admin's page of one hospital shows them as its chief admin sees them).
import './text-values';

export { SubscriptionCounters } from './components/subscription-counters';
export { SubscriptionTable } from './components/subscription-table';
