// The guard's name for the client dashboard (spec section 2); the same screen as /client/dashboard.
export { default } from '../client/dashboard';
