export { startMarketplace, type Marketplace } from './marketplace';
