// The price input lives in the shared form kit (components/ui), where the request form uses it too.
export { PriceField } from '../../../components/ui/price-field';
