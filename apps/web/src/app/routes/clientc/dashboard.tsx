// The guard's name for the client dashboard; the same screen as /client/dashboard.
export { default } from '../client/dashboard';
