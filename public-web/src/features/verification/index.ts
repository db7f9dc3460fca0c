export { VerificationPanel } from './components/verification-panel';
