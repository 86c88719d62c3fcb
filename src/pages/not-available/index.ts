export { NotAvailable, type NotAvailableProps } from './NotAvailable.tsx';
