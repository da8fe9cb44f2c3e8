import { describeDimension } from './helpers';

describeDimension('reliability');
