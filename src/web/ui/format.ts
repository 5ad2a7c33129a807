export { formatInr } from '../../domain/money';
