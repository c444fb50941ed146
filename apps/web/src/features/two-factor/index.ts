// What other features may use of two-factor sign-in: the dashboard's prompt to set it up.
export { TwoFactorPrompt } from './components/two-factor-prompt';
