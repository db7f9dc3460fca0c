// The counter lives in the shared form kit (components/ui), where the request form uses it too.
export { Counter } from '../../../components/ui/counter';
