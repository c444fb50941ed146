// What other features may use of sign-in: logging out (a signed-in person's own registration
// page offers it, to register someone else).
export { useSignOut } from './hooks/use-sign-out';
